import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { collect, runTs, SERVER_ENTRY, spawnTs, waitForOutput } from '../test/processes.ts';

const MARKER = 'MARKER-5d21e8';

// Spawned processes: generous timeouts, the machine may be busy.
describe.concurrent('starting the server with a wrong or production configuration', {
  timeout: 90_000,
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-start-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const base = {
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIST_DIR: join(dir, 'web'),
    SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
  };

  // One wrong secret each, with the stack printed too (LOG_LEVEL=debug): the value never shows.
  it.each([
    ['SESSION_SECRET', `${MARKER}-short`],
    ['CRM_ENCRYPTION_KEY', `${MARKER}-short`],
    ['ALTCHA_HMAC_KEY', 'MARKER-5d2'],
    ['SMTP_URL', `http://mailer:${MARKER}@mail.example.com:587`],
    ['DATABASE_URL', `mysql://root:${MARKER}@db.example.com/vitrine`],
  ])('names a wrong %s without printing it', async (variable, value) => {
    const result = await runTs(SERVER_ENTRY, [], { ...base, LOG_LEVEL: 'debug', [variable]: value });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Configuration error: ${variable}`);
    const marker = variable === 'ALTCHA_HMAC_KEY' ? value : MARKER;
    expect(result.stderr + result.stdout).not.toContain(marker);
  });

  it('leaves an empty database empty for a public APP_URL and says how to create the first account', async () => {
    const database = join(dir, 'production.sqlite');
    const child = spawnTs(SERVER_ENTRY, [], {
      ...base,
      DATABASE_URL: database,
      APP_URL: 'https://vitrine.example.com',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const finished = collect(child);
    await waitForOutput(child, /listening on/);
    child.kill('SIGTERM');
    const result = await finished;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('npm run user:create -- --email');
    expect(result.stdout).not.toContain('Demo accounts');
    const db = createDatabase({ dialect: 'sqlite', file: database });
    try {
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
