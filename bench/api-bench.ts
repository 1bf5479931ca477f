/**
 * Issue 17 point 5 (npm run bench -w bench): seeds a fresh database with 5,000 units over four
 * projects, starts the app on a local port, signs in as an admin, then measures
 * GET /api/units?page=1 (admin list, 50 a page, scoped to the corporation) and GET /domain (the
 * public site's whole tree); once on SQLite, then on PostgreSQL (127.0.0.1:5432, or
 * TEST_POSTGRES_URL). Then a server-rendered page on the deployment of deploy/ (nginx, two
 * processes, PostgreSQL, the bucket): one process directly against both through nginx.
 * Each figure is printed beside the issue's target, a verdict and the issue's figure before the work.
 *
 * The app runs in this process and the load comes from wrk when installed (apt-get install wrk),
 * else autocannon in a worker thread (src/load.ts); the "server busy" column says whether the
 * server or the load generator was the limit.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune a run; BENCH_PROFILE=<folder>
 * writes a CPU profile of each call there; BENCH_TWO_PROCESS=0
 * leaves the deployment out, BENCH_DIALECTS=sqlite (or postgres) the other database. BENCH_BEFORE_ROOT=<a checkout of a former version> measures that
 * version too, call after call in the same run, so that before and after share the machine's load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { profiled } from './src/cpu-profile.ts';
import { table } from './src/format.ts';
import { loadGenerator, runLoad } from './src/load.ts';
import {
  ADMIN_UNITS,
  type ApiCall,
  DOMAIN_304,
  DOMAIN_BR,
  DOMAIN_PLAIN,
  TWO_PROCESS_MIN_RATIO,
  targetCell,
  throughputCell,
  verdict,
} from './src/point5-targets.ts';
import { hasServerBundle, measureTwoProcessPages, type TwoProcessPages } from './src/two-process-pages.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD = loadGenerator();
const REPO_ROOT = resolve(import.meta.dirname, '..');
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : null;
/** 4 projects × 5 buildings × 10 floors × 25 units = 5,000 units. */
const SIZE = { projects: 4, buildings: 5, floors: 10, units: 25 };
/** The server-rendered page of the two-process comparison. */
const PAGE_PATH = '/';
/** BENCH_DIALECTS=sqlite (or postgres) measures one database only. */
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
const rootOf = (version: Version) => (version === 'now' ? REPO_ROOT : BEFORE_ROOT!);

type Dialect = 'sqlite' | 'postgres';
type Version = 'before' | 'now';

interface Figures {
  dialect: Dialect;
  call: ApiCall;
  version: Version;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerAnswer: number;
  /** Share of the call's time the server's event loop was busy: near 100 % the server is the limit, well below it the load generator is. */
  serverBusy: number;
}

/** The server modules of a checkout (this one, or BENCH_BEFORE_ROOT's). */
async function serverOf(root: string) {
  const file = (path: string) => join(root, 'apps/server/src', path);
  return {
    ...((await import(file('app.ts'))) as typeof import('../apps/server/src/app.ts')),
    ...((await import(file('config.ts'))) as typeof import('../apps/server/src/config.ts')),
    ...((await import(file('db/database.ts'))) as typeof import('../apps/server/src/db/database.ts')),
    ...((await import(file('db/migrate.ts'))) as typeof import('../apps/server/src/db/migrate.ts')),
    ...((await import(
      file('db/seed/seed-demo.ts')
    )) as typeof import('../apps/server/src/db/seed/seed-demo.ts')),
    ...((await import(file('test/databases.ts'))) as typeof import('../apps/server/src/test/databases.ts')),
    ...((await import(
      file('test/demo-fixture.ts')
    )) as typeof import('../apps/server/src/test/demo-fixture.ts')),
  };
}
type Server = Awaited<ReturnType<typeof serverOf>>;

async function signIn(base: string, password: string): Promise<string> {
  const first = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = new Map(
    first.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]),
  );
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': cookies.get('XSRF-TOKEN')!,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ email: 'admin@vitrine.test', password, remember: true }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('vitrine_session='));
  return session!;
}

async function measure(name: string, url: string, headers: Record<string, string>) {
  const loopBefore = performance.eventLoopUtilization();
  const figures = await profiled(name, () =>
    runLoad(url, { connections: CONNECTIONS, seconds: SECONDS, headers }),
  );
  // the server runs on this thread; with the load elsewhere, this is the server's share of the time
  return { ...figures, serverBusy: performance.eventLoopUtilization(loopBefore).utilization };
}

/** One version's app on its own freshly seeded database, listening, with an admin signed in. */
async function startVersion(server: Server, version: Version, dialect: Dialect) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const database = await server.createTestDatabase(dialect);
  const seedStart = performance.now();
  await server.seedDemo(database.db, server.largeFixture(SIZE));
  // the planner's statistics, as a database in use has them (PostgreSQL's autovacuum gathers them
  // within a minute of the seed; measured before, the units list sorted all 5,000 rows: 6 ms a page)
  await sql`analyze`.execute(database.db);
  const units = await database.db
    .selectFrom('units')
    .select(database.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${dialect} (${version}): seeded ${units.n} units in ${Math.round(performance.now() - seedStart)} ms`,
  );
  const config = {
    ...server.parseConfig({
      STORAGE_DIR: join(dir, 'storage'),
      WEB_DIST_DIR: join(dir, 'web'),
      LOG_LEVEL: 'silent',
      DEMO: '0',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    }),
    database: database.config,
  };
  const app = await server.buildApp({ config, db: database.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const session = await signIn(address, server.FIXTURE_PASSWORD);
  const host = server.DEMO_HOST;
  const etag = (await fetch(`${address}/domain`, { headers: { host } })).headers.get('etag') ?? '';
  const headersOf = new Map<ApiCall, Record<string, string>>([
    [ADMIN_UNITS, { cookie: session }],
    [DOMAIN_PLAIN, { host }],
    [DOMAIN_BR, { host, 'accept-encoding': 'br' }],
    [DOMAIN_304, { host, 'if-none-match': etag }],
  ]);
  return {
    version,
    measure: (call: ApiCall) =>
      measure(`${dialect}-${version}-${call.call}`, `${address}${call.path}`, headersOf.get(call)!),
    stop: async () => {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchOn(dialect: Dialect, servers: [Version, Server][]): Promise<Figures[]> {
  const running = [];
  try {
    for (const [version, server] of servers) running.push(await startVersion(server, version, dialect));
    const figures: Figures[] = [];
    for (const call of [ADMIN_UNITS, DOMAIN_PLAIN, DOMAIN_BR, DOMAIN_304])
      for (const one of running)
        figures.push({ dialect, call, version: one.version, ...(await one.measure(call)) });
    return figures;
  } finally {
    for (const one of running) await one.stop();
  }
}

function apiRows(all: Figures[]): string[][] {
  const nows = all.filter((figures) => figures.version === 'now');
  return nows.map((now) => {
    const before = all.find(
      (figures) =>
        figures.version === 'before' && figures.dialect === now.dialect && figures.call === now.call,
    );
    const target = now.call.target[now.dialect];
    return [
      now.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      now.call.call,
      throughputCell(now.call.issueBaseline[now.dialect]),
      ...(BEFORE_ROOT ? [throughputCell(before)] : []),
      throughputCell(now),
      String(now.p50),
      String(Math.round(now.bytesPerAnswer / 1024)),
      LOAD === 'autocannon (same thread)' ? '—' : `${Math.round(now.serverBusy * 100)} %`,
      String(now.errors),
      targetCell(target),
      verdict(now, target),
    ];
  });
}

function pagesRows(results: [Version, TwoProcessPages][]): string[][] {
  return results.map(([version, pages]) => {
    const ratio = pages.two.requestsPerSecond / pages.one.requestsPerSecond;
    return [
      `GET ${pages.path}`,
      version,
      `${throughputCell(pages.one)}, ${Math.round(pages.one.bytesPerAnswer / 1024)} KB`,
      throughputCell(pages.two),
      `${ratio.toFixed(2)}×`,
      String(pages.one.errors + pages.two.errors),
      `≥ ${TWO_PROCESS_MIN_RATIO}×`,
      version === 'before' ? '—' : ratio >= TWO_PROCESS_MIN_RATIO ? 'ok' : 'MISSED',
    ];
  });
}

async function main(): Promise<void> {
  const servers: [Version, Server][] = [];
  if (BEFORE_ROOT) servers.push(['before', await serverOf(BEFORE_ROOT)]);
  servers.push(['now', await serverOf(REPO_ROOT)]);

  const all: Figures[] = [];
  for (const dialect of DIALECTS) all.push(...(await benchOn(dialect, servers)));

  console.log(
    `\nIssue 17 point 5 — ${CONNECTIONS} connections, ${SECONDS} s per call, Node ${process.version}, ${cpus().length} cores, load: ${LOAD}` +
      (BEFORE_ROOT ? `; "before" is ${BEFORE_ROOT}, measured call after call with "now"` : ''),
  );
  console.log(
    table(
      [
        'database',
        'call (5,000 units)',
        'issue 17 before',
        ...(BEFORE_ROOT ? ['before (this run)'] : []),
        'now',
        'p50 ms',
        'KB/answer',
        'server busy',
        'errors',
        'target',
        'verdict',
      ],
      apiRows(all),
    ),
  );

  const pages: [Version, TwoProcessPages][] = [];
  const notes: string[] = [];
  if (process.env.BENCH_TWO_PROCESS === '0') notes.push('left out (BENCH_TWO_PROCESS=0)');
  else if (!servers.every(([version]) => hasServerBundle(rootOf(version))))
    notes.push('not measured: the web app is not built with its server bundle (npm run build)');
  else
    for (const [version, server] of servers) {
      const prepare = async (url: string) => {
        const db = server.createDatabase({ dialect: 'postgres', url });
        try {
          await server.migrateToLatest(db);
          await server.seedDemo(db, server.largeFixture(SIZE));
        } finally {
          await db.destroy();
        }
      };
      const options = { root: rootOf(version), seconds: SECONDS, connections: CONNECTIONS, prepare };
      try {
        pages.push([version, await measureTwoProcessPages(PAGE_PATH, options)]);
      } catch (error) {
        notes.push(`${version}: not measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  console.log(
    '\nServer-rendered page, deployment of deploy/ (PostgreSQL, bucket, 5,000 units): one process directly, two behind nginx (br)',
  );
  if (pages.length > 0)
    console.log(
      table(
        ['page', 'version', 'one process', 'two behind nginx', 'ratio', 'errors', 'target', 'verdict'],
        pagesRows(pages),
      ),
    );
  for (const note of notes) console.log(`  ${note}`);

  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'api-bench.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds: SECONDS,
        connections: CONNECTIONS,
        before: BEFORE_ROOT,
        api: all.map(({ call, ...figures }) => ({ call: call.call, ...figures })),
        pages,
      },
      null,
      2,
    )}\n`,
  );
}

await main();
