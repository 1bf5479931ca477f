import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nameLayout, storageLayout } from '@vitrine/core/storage-layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { localDriver, type StorageDriver } from '../../plugins/storage-driver.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/databases.ts';
import { demoFixture } from '../../test/demo-fixture.ts';
import { useTestBucket } from '../../test/s3-bucket.ts';
import { placeNameLayoutMedia } from './layout-migration.ts';

const bucket = useTestBucket();

/** Ids of the demo fixture's rows the checks look at, by name. */
async function fixtureIds(db: Db) {
  const building = await db
    .selectFrom('buildings')
    .select('id')
    .where('name', '=', 'a')
    .executeTakeFirstOrThrow();
  const floor = await db
    .selectFrom('floors')
    .select('id')
    .where('building_id', '=', building.id)
    .where('name', '=', '1')
    .executeTakeFirstOrThrow();
  const unit = await db.selectFrom('units').select('id').where('name', '=', 'A01').executeTakeFirstOrThrow();
  const domain = await db
    .selectFrom('domains')
    .select('id')
    .where('host', '=', 'demo.vitrine.test')
    .executeTakeFirstOrThrow();
  return { building: building.id, floor: floor.id, unit: unit.id, domain: domain.id };
}

/** A copy of the demo fixture's storage in the former name layout, plus a deleted project's folder. */
const NAME_LAYOUT_FILES: Record<string, string> = {
  [`${nameLayout.orbitalFolder('Les Tilleuls', 'a', 'full')}/00.jpg`]: 'full 00',
  [`${nameLayout.orbitalFolder('Les Tilleuls', 'a', 'full')}/00-960.webp`]: 'full 00 small',
  [`${nameLayout.orbitalFolder('Les Tilleuls', 'a', '1')}/28.jpg`]: 'floor 1 frame 28',
  [`${nameLayout.polygonFolder('Les Tilleuls', 'a')}/index.json`]: '{"a":[]}',
  [`${nameLayout.turntableFolder('Les Tilleuls', 'a', 'A01')}/config.json`]: '{"totalImages":1}',
  [`${nameLayout.cycloramaFolder('Démo')}/tour.xml`]: '<krpano/>',
  [`${nameLayout.tourFolder('Démo', 1)}/tour.xml`]: '<krpano>1</krpano>',
  [`${nameLayout.tourFolder('Démo', 1)}/thumb.jpg`]: 'thumb',
  [`${nameLayout.orbitalFolder('Projet supprimé', 'a', 'full')}/00.jpg`]: 'a deleted project',
  'files/uploads/kept.jpg': 'not media of the layout',
};

describe.each(testDatabases())('moving the storage to the id layout on $name', ({ dialect }) => {
  let database: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-layout-'));
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, demoFixture);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe.each([
    { name: 'the local disk', make: () => localDriver(join(dir, dialect)) },
    { name: 'an S3 bucket', make: () => bucket.driver(`${dialect}/`) },
  ])('on $name', ({ make }) => {
    let storage: StorageDriver;
    beforeAll(async () => {
      storage = make();
      for (const [path, content] of Object.entries(NAME_LAYOUT_FILES)) await storage.put(path, content);
      const tour = await database.db
        .selectFrom('tours')
        .innerJoin('domains', 'domains.id', 'tours.domain_id')
        .select('tours.id')
        .where('domains.host', '=', 'demo.vitrine.test')
        .where('tours.number', '=', 1)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('tours')
        .set({ thumb_path: `${nameLayout.tourFolder('Démo', 1)}/thumb.jpg` })
        .where('id', '=', tour.id)
        .execute();
    });

    it('moves every medium to the folder of its row, and drops what no row owns', async () => {
      expect(await placeNameLayoutMedia(database.db, storage, storage, 'move')).toBe(8);
      const ids = await fixtureIds(database.db);
      const read = async (path: string) => (await storage.get(path)).toString();
      expect(await read(`${storageLayout.orbitalFolder(ids.building, null)}/00-960.webp`)).toBe(
        'full 00 small',
      );
      expect(await read(`${storageLayout.orbitalFolder(ids.building, ids.floor)}/28.jpg`)).toBe(
        'floor 1 frame 28',
      );
      expect(await read(storageLayout.polygonFile(ids.building))).toBe('{"a":[]}');
      expect(await read(storageLayout.turntableConfig(storageLayout.turntableFolder(ids.unit)))).toBe(
        '{"totalImages":1}',
      );
      expect(await read(storageLayout.tourXml(storageLayout.cycloramaFolder(ids.domain)))).toBe('<krpano/>');
      const thumb = `${storageLayout.tourFolder(ids.domain, 1)}/thumb.jpg`;
      expect(await read(thumb)).toBe('thumb');
      const tours = await database.db
        .selectFrom('tours')
        .select('thumb_path')
        .where('number', '=', 1)
        .execute();
      expect(tours.map((tour) => tour.thumb_path)).toContain(thumb);
      for (const root of nameLayout.roots) expect(await storage.list(root)).toEqual([]);
      expect(await read('files/uploads/kept.jpg')).toBe('not media of the layout');
    });

    it('does nothing on the next start', async () => {
      expect(await placeNameLayoutMedia(database.db, storage, storage, 'move')).toBe(0);
    });
  });
});
