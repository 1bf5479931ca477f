import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { agentFor } from '../features/auth/test-agent.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../test/demo-fixture.ts';
import { testConfig } from '../test/test-app.ts';
import { createSessionSweeper } from './session-sweeper.ts';

describe.each(testDatabases())('session cookies under an https APP_URL on $name', ({ dialect }) => {
  let database: TestDatabase;
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-session-'));
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, demoFixture);
    const config = {
      ...testConfig(dir, { APP_URL: 'https://vitrine.example.test' }),
      database: database.config,
    };
    app = await buildApp({ config, db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks every cookie Secure (the session one __Host-): before sign-in, at sign-in, when re-set, and when cleared', async () => {
    const agent = agentFor(app);
    const seen: { step: string; name: string; secure: boolean | undefined }[] = [];
    const call = async (step: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await agent.request({ method, url, ...(payload && { payload }) });
      expect(response.statusCode, `${step}: ${response.body}`).toBeLessThan(300);
      for (const cookie of response.cookies as { name: string; secure?: boolean }[])
        seen.push({ step, name: cookie.name, secure: cookie.secure });
    };
    await call('before sign-in', 'GET', '/sanctum/csrf-cookie');
    await call('sign-in', 'POST', '/api/login', { email: 'root@vitrine.test', password: FIXTURE_PASSWORD });
    await call('re-set', 'GET', '/sanctum/csrf-cookie');
    await call('sign-out', 'POST', '/api/logout');
    expect(seen.map(({ step, name }) => `${step} ${name}`)).toEqual([
      'before sign-in XSRF-TOKEN',
      'sign-in __Host-vitrine_session',
      'sign-in XSRF-TOKEN',
      're-set XSRF-TOKEN',
      'sign-out __Host-vitrine_session',
      'sign-out XSRF-TOKEN',
    ]);
    expect(seen.filter((cookie) => cookie.secure !== true)).toEqual([]);
  });

  it('reads the session from the __Host- cookie only, not from one a sibling site could plant', async () => {
    const agent = agentFor(app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'root@vitrine.test', password: FIXTURE_PASSWORD },
    });
    const token = agent.cookies['__Host-vitrine_session'];
    expect(token).toBeTruthy();
    const read = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await read(`__Host-vitrine_session=${token}`)).statusCode).toBe(200);
    expect((await read(`vitrine_session=${token}`)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('the expired sessions sweep on $name', ({ dialect }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, demoFixture);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('deletes expired session rows on its timer and keeps the live ones', async () => {
    const db = database.db;
    const row = (id: string, expiresInMs: number) => ({
      id,
      user_id: null,
      csrf_token: `token-${id}`,
      remember: 0,
      ip: '127.0.0.1',
      user_agent: null,
      expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    });
    await db
      .insertInto('sessions')
      .values([row('expired', -60_000), row('live', 60_000)])
      .execute();
    const remaining = async () =>
      (await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id);
    const errors: unknown[] = [];
    const sweeper = createSessionSweeper({
      db,
      log: { error: (error: unknown) => errors.push(error) },
      everyMs: 20,
    });
    sweeper.start();
    try {
      await expect.poll(remaining, { timeout: 2000, interval: 20 }).toEqual(['live']);
      // Still running: a row that expires later goes on a later round.
      await db.insertInto('sessions').values(row('later', -1)).execute();
      await expect.poll(remaining, { timeout: 2000, interval: 20 }).toEqual(['live']);
    } finally {
      await sweeper.stop();
    }
    expect(errors).toEqual([]);
  });
});
