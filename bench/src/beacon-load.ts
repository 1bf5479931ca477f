/**
 * The visitor analytics' write path under load (npm run bench:beacons -w bench): one real server
 * process (SQLite in a temporary folder, the built web app, TRUST_PROXY=1), the small demo fixture
 * seeded, then autocannon measures, one after the other:
 * - POST /beacons, a batch of 5 "unit opened" events of the site's units, each request from its
 *   own X-Forwarded-For address (a crowd of visitors, so the per-address limit is not what is
 *   measured); what one process takes, in beacons and events a second;
 * - the public pages beside it: GET / (server-rendered, which also counts a visit) and GET /domain;
 * - the same page while beacons are sent at the same time, to see what the beacons cost the pages.
 * After a clean stop (which writes the counts still held in memory) the stored counts are read back:
 * they must equal the events of the beacons answered 204, plus those of the requests autocannon left
 * in flight when it stopped (at most one a connection a run). BENCH_SECONDS (default 10) and
 * BENCH_CONNECTIONS (default 10) tune a run. Needs `npm run build -w apps/web` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { DEMO_HOST } from '../../apps/server/src/test/demo-fixture.ts';
import { ROOT, seededDatabase, waitForUrl } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EVENTS_PER_BEACON = 5;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface Figures {
  call: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

const dist = join(ROOT, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html')))
  throw new Error('build the web app first: npm run build -w apps/web');

const dir = mkdtempSync(join(tmpdir(), 'vitrine-beacons-'));
const file = join(dir, 'vitrine.sqlite');
const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/server.ts')], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: file,
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIST_DIR: dist,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    DEMO: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});

let address = 0;
/** A new visitor address for each request: 10.x.y.z. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function measure(call: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    call,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors,
  };
}

try {
  const base = await waitForUrl(child);
  const seed = await seededDatabase(file);
  const site = await seed
    .selectFrom('domains')
    .select('id')
    .where('host', '=', DEMO_HOST)
    .executeTakeFirstOrThrow();
  const unitIds = (
    await seed
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .innerJoin('projects', 'projects.id', 'buildings.project_id')
      .select('units.id')
      .where('projects.domain_id', '=', site.id)
      .execute()
  ).map((row) => row.id);
  await seed.destroy();

  let batch = 0;
  const beaconBody = () => {
    batch += 1;
    return JSON.stringify({
      events: Array.from({ length: EVENTS_PER_BEACON }, (_, at) => ({
        kind: 'unit_opened',
        unit_id: unitIds[(batch + at) % unitIds.length],
      })),
    });
  };
  const beacons: autocannon.Options = {
    url: `${base}/beacons`,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: beaconBody(),
          headers: {
            host: DEMO_HOST,
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': BROWSER,
            'x-forwarded-for': nextAddress(),
          },
        }),
      },
    ],
  };
  const page: autocannon.Options = {
    url: `${base}/`,
    headers: { host: DEMO_HOST, 'user-agent': BROWSER, 'accept-encoding': 'br' },
  };
  const figures: Figures[] = [];
  figures.push(await measure('POST /beacons (5 events)', beacons));
  figures.push(await measure('GET / (public page, counts a visit)', page));
  figures.push(
    await measure('GET /domain', {
      url: `${base}/domain`,
      headers: { host: DEMO_HOST, 'accept-encoding': 'br' },
    }),
  );
  const [pagesUnderBeacons, beaconsBeside] = await Promise.all([
    measure('GET / while beacons are sent', page),
    measure('POST /beacons while pages are read', beacons),
  ]);
  figures.push(pagesUnderBeacons, beaconsBeside);

  // a clean stop writes the counts still held in memory
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  const db = createDatabase({ dialect: 'sqlite', file });
  const stored = await db
    .selectFrom('visitor_counts')
    .select(['kind', (eb) => eb.fn.sum<number>('count').as('count')])
    .groupBy('kind')
    .execute();
  await db.destroy();
  const counted = Object.fromEntries(stored.map((row) => [row.kind, Number(row.count)]));
  const accepted = (figures[0]!.ok + beaconsBeside.ok) * EVENTS_PER_BEACON;

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per call, one server process, SQLite, Node ${process.version}, ${cpus().length} cores`,
  );
  console.table(
    figures.map((f) => ({
      call: f.call,
      'req/s': Math.round(f.requestsPerSecond),
      'events/s': f.call.startsWith('POST') ? Math.round(f.requestsPerSecond * EVENTS_PER_BEACON) : '',
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      '2xx': f.ok,
      'other/errors': f.other,
    })),
  );
  // autocannon stops counting with requests still in flight (at most one a connection a run):
  // the server answers and counts them after, so stored may exceed accepted by that much, never less
  const inFlight = 2 * CONNECTIONS * EVENTS_PER_BEACON;
  const openedStored = counted.unit_opened ?? 0;
  const verdict =
    openedStored >= accepted && openedStored - accepted <= inFlight
      ? 'as expected'
      : 'WRONG: counts lost or doubled';
  console.log(
    `stored: ${openedStored} units opened for ${accepted} events answered 204 (+${openedStored - accepted}, at most ${inFlight} in flight when autocannon stopped: ${verdict}), ${counted.visit ?? 0} visits counted from ${figures[1]!.ok + pagesUnderBeacons.ok} pages answered`,
  );
} finally {
  if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
