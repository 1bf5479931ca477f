/**
 * Memory high-water mark of the server while an admin uploads 29 orbital frames (3820 × 2148
 * JPEG made with sharp) through the FilePond API in 1,000,000-byte chunks, four files at a time as
 * the admin does, then POSTs them to a building and waits for the orbital frames job to finish
 * (npm run bench:upload-memory -w bench). It starts a real server process (SQLite, in a temporary
 * folder), seeds the small demo fixture, and reads VmHWM (peak resident memory) from
 * /proc/<pid>/status, sampling VmRSS every 50 ms too.
 *
 * BENCH_SERVER_ROOT=<a checkout> measures that checkout's server instead (e.g. a worktree of main
 * to compare); the seed and the client stay this checkout's. MALLOC_ARENA_MAX and VIPS_CONCURRENCY
 * are passed on to the server when set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../apps/server/src/test/demo-fixture.ts';

const ROOT = resolve(process.env.BENCH_SERVER_ROOT ?? resolve(import.meta.dirname, '..', '..'));
const FRAMES = 29;
const WIDTH = 3820;
const HEIGHT = 2148;
const CHUNK = 1_000_000;
const PARALLEL = 4;

/** A rendered-looking frame: smooth gradients with grain, so it compresses as a render does. */
async function frame(index: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = index * 7919 + 1;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * WIDTH + x) * 3;
      pixels[at] = ((x + index * 40) % 256) ^ grain;
      pixels[at + 1] = ((y * 255) / HEIGHT + grain) & 0xff;
      pixels[at + 2] = ((x * y) >> 12) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen += chunk;
      const match = /listening on (http:\/\/localhost:\d+)/.exec(seen);
      if (match) resolveUrl(match[1]!);
    });
    child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${seen}`)));
  });
}

/** A cookie jar and the XSRF header, as the admin's browser keeps them. */
class Client {
  private cookies = new Map<string, string>();
  constructor(private base: string) {}
  async call(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      body,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...headers,
      },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return answer;
  }
}

async function uploadChunked(client: Client, content: Buffer, name: string): Promise<string> {
  const start = await client.call('POST', '/api/filepond', '', { 'upload-length': String(content.length) });
  if (start.status !== 200) throw new Error(`upload start: ${start.status} ${await start.text()}`);
  const id = (await start.text()).trim();
  for (let offset = 0; offset < content.length; offset += CHUNK) {
    const patch = await client.call(
      'PATCH',
      `/api/filepond?patch=${id}`,
      new Uint8Array(content.subarray(offset, offset + CHUNK)),
      {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'upload-length': String(content.length),
        'upload-name': name,
      },
    );
    if (patch.status !== 204) throw new Error(`chunk at ${offset}: ${patch.status} ${await patch.text()}`);
  }
  return id;
}

const dir = mkdtempSync(join(tmpdir(), 'vitrine-upload-memory-'));
const database = join(dir, 'vitrine.sqlite');
const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/server.ts')], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database,
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIST_DIR: join(dir, 'web'),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    DEMO: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Allocator and libvips settings to try, passed through when set.
    ...Object.fromEntries(
      ['MALLOC_ARENA_MAX', 'VIPS_CONCURRENCY']
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]!]),
    ),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
try {
  const base = await waitForUrl(child);
  const db = createDatabase({ dialect: 'sqlite', file: database });
  await seedDemo(db, demoFixture);
  const building = await db
    .selectFrom('buildings')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .innerJoin('domains', 'domains.id', 'projects.domain_id')
    .innerJoin('corporations', 'corporations.id', 'domains.corporation_id')
    .innerJoin('users', 'users.corporation_id', 'corporations.id')
    .where('users.email', '=', 'admin@vitrine.test')
    .select('buildings.id')
    .orderBy('buildings.id')
    .executeTakeFirstOrThrow();
  await db.destroy();

  // Made once, kept for the next runs (the comparison runs the same frames).
  const cache = join(tmpdir(), `vitrine-bench-frames-${WIDTH}`);
  mkdirSync(cache, { recursive: true });
  process.stdout.write(`${FRAMES} frames of ${WIDTH} × ${HEIGHT} in ${cache}: `);
  const frames: Buffer[] = [];
  for (let index = 0; index < FRAMES; index++) {
    const file = join(cache, `${String(index).padStart(2, '0')}.jpg`);
    if (!existsSync(file)) writeFileSync(file, await frame(index));
    frames.push(readFileSync(file));
  }
  const total = frames.reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(`${(total / 1e6).toFixed(1)} MB of JPEG`);

  const client = new Client(base);
  await client.call('GET', '/sanctum/csrf-cookie');
  const login = await client.call(
    'POST',
    '/api/login',
    JSON.stringify({ email: 'admin@vitrine.test', password: FIXTURE_PASSWORD }),
    { 'content-type': 'application/json' },
  );
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);

  const pid = child.pid!;
  const atStart = memoryOf(pid);
  let peakRss = atStart.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 50);

  const began = performance.now();
  const ids: string[] = new Array(FRAMES);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < FRAMES) {
        const index = next++;
        ids[index] = await uploadChunked(client, frames[index]!, `${String(index).padStart(2, '0')}.jpg`);
      }
    }),
  );
  const uploaded = performance.now();
  const afterUpload = memoryOf(pid);
  const queued = await client.call(
    'POST',
    `/api/buildings/${building.id}/orbitals`,
    JSON.stringify({ files: ids }),
    {
      'content-type': 'application/json',
    },
  );
  if (queued.status !== 202) throw new Error(`orbitals: ${queued.status} ${await queued.text()}`);
  const { job } = (await queued.json()) as { job: { id: number } };
  const atQueued = memoryOf(pid);
  for (;;) {
    const answer = (await (await client.call('GET', `/api/jobs/${job.id}`)).json()) as {
      job: { status: string; error?: string | null };
    };
    if (answer.job.status === 'succeeded') break;
    if (answer.job.status === 'failed') throw new Error(`job failed: ${answer.job.error}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  clearInterval(sampler);
  const atEnd = memoryOf(pid);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  console.log(`server: ${ROOT}`);
  console.log(`RSS after sign-in          ${mb(atStart.rss)}`);
  console.log(
    `VmHWM after the uploads    ${mb(afterUpload.hwm)}  (${((uploaded - began) / 1000).toFixed(1)} s)`,
  );
  console.log(`VmHWM at the job's 202     ${mb(atQueued.hwm)}`);
  console.log(
    `VmHWM after the job        ${mb(atEnd.hwm)}  (${((performance.now() - uploaded) / 1000).toFixed(1)} s)`,
  );
  console.log(`peak VmRSS sampled (50 ms) ${mb(peakRss)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dir, { recursive: true, force: true });
}
