/**
 * A real server process for the memory benches (SQLite and storage in a temporary folder), the
 * admin's HTTP client and the FilePond chunked upload they share.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../apps/server/src/test/demo-fixture.ts';

/** BENCH_SERVER_ROOT=<a checkout> measures that checkout's server instead of this one. */
export const ROOT = resolve(process.env.BENCH_SERVER_ROOT ?? resolve(import.meta.dirname, '..', '..'));
export const CHUNK = 1_000_000;

export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

export function waitForUrl(child: ChildProcess): Promise<string> {
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
export class Client {
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

export async function uploadChunked(client: Client, content: Buffer, name: string): Promise<string> {
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

/** Starts the server of ROOT on a fresh SQLite file; `stop` ends it and removes its folder. */
export function startServer(label: string) {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-${label}-`));
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
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
  };
  return { child, database, stop, url: waitForUrl(child) };
}

/** The demo fixture's admin, signed in. */
export async function signedInClient(base: string): Promise<Client> {
  const client = new Client(base);
  await client.call('GET', '/sanctum/csrf-cookie');
  const login = await client.call(
    'POST',
    '/api/login',
    JSON.stringify({ email: 'admin@vitrine.test', password: FIXTURE_PASSWORD }),
    { 'content-type': 'application/json' },
  );
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  return client;
}

/** The test fixture's demo seeded into the server's SQLite file; the caller closes the handle. */
export async function seededDatabase(file: string) {
  const db = createDatabase({ dialect: 'sqlite', file });
  await seedDemo(db, demoFixture);
  return db;
}

/** Samples a process's VmRSS every 50 ms from now on; `stop()` ends it and gives the peak. */
export function sampleRss(pid: number) {
  const atStart = memoryOf(pid);
  let peakRss = atStart.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 50);
  return {
    atStart,
    stop: () => {
      clearInterval(sampler);
      return peakRss;
    },
  };
}
