import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageLayout } from '@vitrine/core/storage-layout';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, SERVER_ENTRY, spawnTs, waitForOutput } from '../test/processes.ts';

/**
 * The demo's pictures are rendered once into this folder (about 20 s) and reused by later runs:
 * the generator returns at once when the stored demo is current.
 */
const DEMO_STORAGE = join(tmpdir(), 'vitrine-test-demo-storage-0.05');

describe('a first start on an empty database with DEMO on', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: join(dir, 'db.sqlite'),
    STORAGE_DIR: DEMO_STORAGE,
    WEB_DIST_DIR: join(dir, 'web'),
    SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
    DEMO: '1',
    DEMO_SCALE: '0.05',
    PORT: '0',
    HOST: '127.0.0.1',
  };

  const start = async () => {
    const child = spawnTs(SERVER_ENTRY, [], env);
    const finished = collect(child);
    const [, url] = await waitForOutput(child, /listening on (http:\/\/localhost:\d+)/, 150_000);
    return { child, finished, url: url! };
  };

  it('seeds the generated demo, serves it and prints the demo accounts', async () => {
    const { child, finished, url } = await start();
    const response = await fetch(`${url}/domain`);
    expect(response.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: the test walks the JSON answer freely
    const { data: domain } = (await response.json()) as { data: Record<string, any> };
    expect(domain.host).toBe('localhost');
    const [project] = domain.projects;
    const [building] = project.buildings;
    const floor = building.floors[0];
    const unit = building.floors
      .flatMap((candidate: { units: { id: number; name: string }[] }) => candidate.units)
      .find((candidate: { name: string }) => candidate.name.toLowerCase() === 'a.4.01');
    // the demo's media are placed by id (the generator's own folder is never served)
    const files: Record<string, string> = {
      [storageLayout.polygonFile(building.id)]: 'application/json; charset=utf-8',
      [storageLayout.orbitalFrame(storageLayout.orbitalFolder(building.id, null), 0, 1920, 'webp')]:
        'image/webp',
      [storageLayout.orbitalFrame(storageLayout.orbitalFolder(building.id, floor.id), 0, 960, 'jpg')]:
        'image/jpeg',
      [storageLayout.tourXml(storageLayout.cycloramaFolder(domain.id))]: 'application/xml; charset=utf-8',
      [storageLayout.tourXml(storageLayout.tourFolder(domain.id, 1))]: 'application/xml; charset=utf-8',
    };
    files[storageLayout.turntableConfig(storageLayout.turntableFolder(unit.id))] =
      'application/json; charset=utf-8';
    for (const [path, type] of Object.entries(files)) {
      const file = await fetch(`${url}/storage/${path}`);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toBe(type);
    }

    child.kill('SIGINT');
    const result = await finished;
    // what the server printed on its way out says why it did not stop cleanly
    expect(result.code, `${result.stderr}\n${result.stdout.slice(-2000)}`).toBe(0);
    expect(result.stdout).toContain('Demo accounts (password "vitrine-demo"):');
    expect(result.stdout).toMatch(/root@vitrine\.test\s+root/);
    expect(result.stdout).toMatch(/admin@horizon\.test\s+admin/);
  });

  it('does not seed again on the next start, and warns about accounts still on the demo password', async () => {
    const { child, finished } = await start();
    child.kill('SIGTERM');
    const result = await finished;
    // what the server printed on its way out says why it did not stop cleanly
    expect(result.code, `${result.stderr}\n${result.stdout.slice(-2000)}`).toBe(0);
    expect(result.stdout).not.toContain('Empty database');
    expect(result.stdout).toContain('Accounts still using the demo password "vitrine-demo"');
  });
});
