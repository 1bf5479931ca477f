import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, runTs, SERVER_ENTRY, spawnTs, waitForOutput } from '../test/processes.ts';

// Spawned processes: generous timeouts, the machine may be busy.
describe.concurrent('starting the server process', { timeout: 90_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const base = {
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIST_DIR: join(dir, 'web'),
    SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
  };

  const expectOneLineFailure = async (env: Record<string, string>, expected: string) => {
    const result = await runTs(SERVER_ENTRY, [], { ...base, ...env });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  };

  it('stops with one clear line and exit code 1 for a bad DATABASE_URL', async () => {
    await expectOneLineFailure(
      { DATABASE_URL: 'mysql://root@localhost/vitrine' },
      'DATABASE_URL must be a postgres://',
    );
  });

  it('stops with one clear line and exit code 1 for a bad PORT', async () => {
    await expectOneLineFailure({ PORT: 'http' }, 'PORT must be a number');
  });

  it('stops with one clear line and exit code 1 when PostgreSQL cannot be reached', async () => {
    await expectOneLineFailure(
      { DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/vitrine' },
      'Cannot reach the database (postgres://postgres:***@127.0.0.1:1/vitrine): connect ECONNREFUSED',
    );
  });

  it('migrates, listens, answers, and exits cleanly on SIGTERM', async () => {
    const child = spawnTs(SERVER_ENTRY, [], {
      ...base,
      DATABASE_URL: join(dir, 'db.sqlite'),
      DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const finished = collect(child);
    const [, url] = await waitForOutput(child, /listening on (http:\/\/localhost:\d+)/);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    child.kill('SIGTERM');
    const result = await finished;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Database migrated: 0001-accounts');
    expect(result.stdout).toContain('SIGTERM received');
    expect(result.stderr).toBe('');
  });
});
