/**
 * Rate limits across two real server processes on one PostgreSQL database
 * (npm run bench:throttle -w bench): creates a database, migrates and seeds the small test fixture,
 * starts `node --import tsx apps/server/src/server.ts` twice (PORT 8101 and 8102, same
 * SESSION_SECRET, APP_URL=http://localhost), then fires in parallel, split evenly over both:
 * 40 wrong passwords for one account (limit 5/min), 20 contact-form posts from one address
 * (5/min) and 40 captcha challenges (30/min). Prints the answers' status codes per process.
 * TEST_POSTGRES_URL picks the server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_SERVER_ROOT runs the servers of another checkout (to compare with a former version).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { adminQuery, TEST_POSTGRES_URL } from '../../apps/server/src/test/databases.ts';
import { DEMO_HOST, demoFixture } from '../../apps/server/src/test/demo-fixture.ts';

const SERVER_ROOT = resolve(process.env.BENCH_SERVER_ROOT ?? join(import.meta.dirname, '..', '..'));
const PORTS = [8101, 8102];
const SESSION_SECRET = 'throttle-bench-secret-of-at-least-32-chars';

const servers: ChildProcess[] = [];

function startServer(port: number, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'apps/server/src/server.ts')], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((done, fail) => {
    let seen = '';
    child.stdout!.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('listening on')) done();
    });
    child.on('exit', (code) => fail(new Error(`server on ${port} exited (${code}):\n${seen}`)));
  });
}

/** XSRF token and session cookie from one process: both share sessions through the database. */
async function csrf(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
}

type Tally = Record<string, Record<number, number>>;

/** Fires `count` requests at once, alternating between the processes; tallies status codes. */
async function fire(count: number, request: (base: string, i: number) => Promise<Response>) {
  const tally: Tally = {};
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const port = PORTS[i % PORTS.length]!;
      const response = await request(`http://127.0.0.1:${port}`, i);
      await response.arrayBuffer();
      return { port, status: response.status };
    }),
  );
  for (const { port, status } of answers) {
    const row = tally[`:${port}`] ?? {};
    row[status] = (row[status] ?? 0) + 1;
    tally[`:${port}`] = row;
  }
  return { tally, ms: Math.round(performance.now() - started) };
}

function print(title: string, { tally, ms }: { tally: Tally; ms: number }): void {
  const total: Record<number, number> = {};
  for (const row of Object.values(tally))
    for (const [status, n] of Object.entries(row)) total[Number(status)] = (total[Number(status)] ?? 0) + n;
  const describe = (row: Record<number, number>) =>
    Object.entries(row)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
  const perProcess = Object.entries(tally)
    .map(([port, row]) => `${port} ${describe(row)}`)
    .join(' | ');
  console.log(`${title.padEnd(44)} ${perProcess} | total ${describe(total)} (${ms} ms)`);
}

async function main(): Promise<void> {
  const name = `vitrine_throttle_bench_${process.pid}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-throttle-bench-'));
  await adminQuery(`create database ${name}`);
  try {
    const db = createDatabase({ dialect: 'postgres', url: url.toString() });
    // The servers' own migrations (BENCH_SERVER_ROOT may be another version).
    const { migrateToLatest } = (await import(
      join(SERVER_ROOT, 'apps/server/src/db/migrate.ts')
    )) as typeof import('../../apps/server/src/db/migrate.ts');
    await migrateToLatest(db);
    await seedDemo(db, demoFixture);
    await db.destroy();

    const env = {
      DATABASE_URL: url.toString(),
      APP_URL: 'http://localhost',
      SESSION_SECRET,
      STORAGE_DIR: join(dir, 'storage'),
      WEB_DIST_DIR: join(dir, 'web'),
      MAIL_DIR: join(dir, 'mail'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    await Promise.all(PORTS.map((port) => startServer(port, env)));
    console.log(`two processes on ${url.toString()} (${SERVER_ROOT})`);

    const headers = await csrf(`http://127.0.0.1:${PORTS[0]}`);
    print(
      '40 parallel wrong logins, one account (5/min)',
      await fire(40, (base, i) =>
        fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@vitrine.test', password: `wrong-${i}` }),
        }),
      ),
    );
    print(
      '20 parallel contact posts, one address (5/min)',
      await fire(20, (base) =>
        fetch(`${base}/contact`, {
          method: 'POST',
          headers: { host: DEMO_HOST, 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    );
    print(
      '40 parallel captcha challenges (30/min)',
      await fire(40, (base) => fetch(`${base}/captcha/challenge`, { headers: { host: DEMO_HOST } })),
    );
  } finally {
    const running = servers.filter((server) => server.exitCode === null);
    for (const server of running) server.kill('SIGTERM');
    await Promise.all(running.map((server) => new Promise((done) => server.once('close', done))));
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
