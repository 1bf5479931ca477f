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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  memoryOf,
  ROOT,
  sampleRss,
  seededDatabase,
  signedInClient,
  startServer,
  uploadChunked,
} from './server-process.ts';

const FRAMES = 29;
const WIDTH = 3820;
const HEIGHT = 2148;
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

const { child, database, stop, url } = startServer('upload-memory');
try {
  const base = await url;
  const db = await seededDatabase(database);
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

  const client = await signedInClient(base);

  const pid = child.pid!;
  const { atStart, stop: stopSampling } = sampleRss(pid);

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
  const peakRss = stopSampling();
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
  await stop();
}
