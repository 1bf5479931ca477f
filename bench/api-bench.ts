/**
 * API load benchmark (npm run bench -w bench): seeds a fresh database with 5,000 units over four
 * projects, starts the app on a local port, signs in as an admin, then measures with autocannon
 * GET /api/units?page=1 (admin list, 50 a page, scoped to the corporation) and GET /domain (the
 * public site's whole tree). Once on SQLite, then on PostgreSQL (127.0.0.1:5432, or
 * TEST_POSTGRES_URL). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { createTestDatabase, type Dialect } from '../apps/server/src/test/databases.ts';
import { DEMO_HOST, FIXTURE_PASSWORD, largeFixture } from '../apps/server/src/test/demo-fixture.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** 4 projects × 5 buildings × 10 floors × 25 units = 5,000 units. */
const SIZE = { projects: 4, buildings: 5, floors: 10, units: 25 };

interface Figures {
  dialect: Dialect;
  call: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerAnswer: number;
}

async function signIn(base: string): Promise<string> {
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
    body: JSON.stringify({ email: 'admin@vitrine.test', password: FIXTURE_PASSWORD, remember: true }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('vitrine_session='));
  return session!;
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (headers['if-none-match'] ? result['3xx'] : 0),
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

async function benchOn(dialect: Dialect): Promise<Figures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const database = await createTestDatabase(dialect);
  try {
    const seedStart = performance.now();
    await seedDemo(database.db, largeFixture(SIZE));
    const units = await database.db
      .selectFrom('units')
      .select(database.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`${dialect}: seeded ${units.n} units in ${Math.round(performance.now() - seedStart)} ms`);
    const config = {
      ...parseConfig({
        STORAGE_DIR: join(dir, 'storage'),
        WEB_DIST_DIR: join(dir, 'web'),
        LOG_LEVEL: 'silent',
        DEMO: '0',
        SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      }),
      database: database.config,
    };
    const app = await buildApp({ config, db: database.db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const session = await signIn(address);
      const figures: Figures[] = [];
      for (const [call, url, headers] of [
        ['GET /api/units?page=1 (admin)', `${address}/api/units?page=1`, { cookie: session }],
        ['GET /domain', `${address}/domain`, { host: DEMO_HOST }],
        ['GET /domain (br)', `${address}/domain`, { host: DEMO_HOST, 'accept-encoding': 'br' }],
        [
          'GET /domain (If-None-Match → 304)',
          `${address}/domain`,
          {
            host: DEMO_HOST,
            'if-none-match':
              (await fetch(`${address}/domain`, { headers: { host: DEMO_HOST } })).headers.get('etag') ?? '',
          },
        ],
      ] as const) {
        figures.push({ dialect, call, ...(await measure(url, headers)) });
      }
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const all: Figures[] = [];
for (const dialect of ['sqlite', 'postgres'] as const) all.push(...(await benchOn(dialect)));
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per call, Node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
console.table(
  all.map((f) => ({
    database: f.dialect,
    call: f.call,
    'req/s': Math.round(f.requestsPerSecond),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'KB/answer': Math.round(f.bytesPerAnswer / 1024),
    errors: f.errors,
  })),
);
