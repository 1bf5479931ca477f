import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { localDriver, type StorageDriver } from '../../plugins/storage-driver.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/databases.ts';
import { useTestBucket } from '../../test/s3-bucket.ts';
import { testConfig } from '../../test/test-app.ts';
import { buildCorporationTree, type CorporationTree } from '../resources/test-factories.ts';
import { createBackup, RestoreRefusedError, readManifest, restoreBackup } from './backup.ts';

const PLAN = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

/** The public `/domain` answer a site's visitors get, from an app on this database and storage folder. */
async function domainAnswer(database: TestDatabase, storageRoot: string, host: string) {
  const config = { ...testConfig(storageRoot), database: database.config };
  const app = await buildApp({ config, db: database.db });
  try {
    const answer = await app.inject({ method: 'GET', url: '/domain', headers: { host } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  } finally {
    await app.close();
  }
}

describe.each(testDatabases())('backup and restore on $name', ({ dialect }) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let tree: CorporationTree;
  const sourceDir = mkdtempSync(join(tmpdir(), 'vitrine-backup-source-'));
  const targetDir = mkdtempSync(join(tmpdir(), 'vitrine-backup-target-'));
  const backups = mkdtempSync(join(tmpdir(), 'vitrine-backups-'));
  let sourceStorage: StorageDriver;
  let targetStorage: StorageDriver;
  let folder: string;
  let before: unknown;

  beforeAll(async () => {
    source = await createTestDatabase(dialect);
    target = await createTestDatabase(dialect, { migrate: false });
    tree = await buildCorporationTree(source.db, 'saved');
    sourceStorage = localDriver(join(sourceDir, 'storage'));
    targetStorage = localDriver(join(targetDir, 'storage'));
    await sourceStorage.put('files/units/plan-a.png', PLAN);
    await sourceStorage.put('orbitals/1/2/full/00.jpg', 'frame 0');
    before = await domainAnswer(source, sourceDir, `saved.example.test`);
    folder = await createBackup({ database: source.config, storage: sourceStorage }, backups);
    // What happens after the backup is not in it.
    await source.db.updateTable('units').set({ price: 1 }).where('id', '=', tree.unit).execute();
  });

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('writes a dated folder with the database, every stored file and a manifest, nothing half-written', async () => {
    expect(readdirSync(backups)).toEqual([folder.split('/').pop()]);
    const manifest = await readManifest(folder);
    expect(manifest).toMatchObject({ dialect, files: { count: 2 } });
    expect(manifest.migration).toMatch(/^0\d{3}/);
    expect(readFileSync(join(folder, 'files/files/units/plan-a.png'))).toEqual(PLAN);
  });

  it('brings the sites back on an empty machine: same public answer, same files', async () => {
    await restoreBackup(folder, { database: target.config, storage: targetStorage });
    expect(await domainAnswer(target, targetDir, 'saved.example.test')).toEqual(before);
    expect(await targetStorage.get('files/units/plan-a.png')).toEqual(PLAN);
    expect((await targetStorage.get('orbitals/1/2/full/00.jpg')).toString()).toBe('frame 0');
    const unit = await target.db
      .selectFrom('units')
      .select('price')
      .where('id', '=', tree.unit)
      .executeTakeFirstOrThrow();
    expect(unit.price).not.toBe(1);
  });

  it('refuses to restore over a database that has data, unless told to replace it', async () => {
    await expect(restoreBackup(folder, { database: target.config, storage: targetStorage })).rejects.toThrow(
      /already holds \d+ tables/,
    );
    await target.db.updateTable('units').set({ price: 2 }).where('id', '=', tree.unit).execute();
    await restoreBackup(folder, { database: target.config, storage: targetStorage }, { replace: true });
    // As after a restart: a SQLite file replaced under an open connection is not seen by it.
    const reopened = createDatabase(target.config);
    try {
      const unit = await reopened
        .selectFrom('units')
        .select('price')
        .where('id', '=', tree.unit)
        .executeTakeFirstOrThrow();
      expect(unit.price).not.toBe(2);
    } finally {
      await reopened.destroy();
    }
  });

  it('refuses a damaged backup or one of another engine before touching anything', async () => {
    const fresh = await createTestDatabase(dialect, { migrate: false });
    try {
      const manifest = await readManifest(folder);
      const damaged = join(backups, 'damaged');
      cpSync(folder, damaged, { recursive: true });
      const dump = join(damaged, manifest.database.file);
      const bytes = readFileSync(dump);
      bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
      writeFileSync(dump, bytes);
      const place = { database: fresh.config, storage: localDriver(join(targetDir, 'unused')) };
      await expect(restoreBackup(damaged, place)).rejects.toThrow(RestoreRefusedError);
      const other: DatabaseConfig =
        dialect === 'sqlite'
          ? { dialect: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }
          : { dialect: 'sqlite', file: join(targetDir, 'x.sqlite') };
      await expect(restoreBackup(folder, { ...place, database: other })).rejects.toThrow(
        /is of a .* database/,
      );
      await expect(restoreBackup(join(backups, 'nothing-here'), place)).rejects.toThrow(
        /not a finished backup/,
      );
      expect(readdirSync(join(targetDir))).not.toContain('unused');
    } finally {
      await fresh.drop();
    }
  });
});

describe('backup and restore of files kept in an S3-compatible bucket (s3rver)', () => {
  const bucket = useTestBucket();
  let database: TestDatabase;
  let restored: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    restored = await createTestDatabase('sqlite', { migrate: false });
  });
  afterAll(async () => {
    await database?.drop();
    await restored?.drop();
  });

  it('copies every object of the bucket out and puts it back under another prefix', async () => {
    const from = bucket.driver('live/');
    await from.put('files/gallery/one.jpg', 'one');
    await from.put('tours/1/tour.xml', '<krpano/>');
    const folder = await createBackup(
      { database: database.config, storage: from },
      mkdtempSync(join(tmpdir(), 'vitrine-backups-')),
    );
    const to = bucket.driver('restored/');
    await restoreBackup(folder, { database: restored.config, storage: to });
    expect(await to.listAll()).toEqual(['files/gallery/one.jpg', 'tours/1/tour.xml']);
    expect((await to.get('tours/1/tour.xml')).toString()).toBe('<krpano/>');
  });
});
