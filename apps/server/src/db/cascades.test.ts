import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { demoFixture } from '../test/demo-fixture.ts';
import { inRollback } from '../test/rollback.ts';
import type { Database } from './schema.ts';
import { seedDemo } from './seed/seed-demo.ts';

type Table = keyof Database;

const TREE_TABLES: Table[] = [
  'projects',
  'buildings',
  'floors',
  'units',
  'statuses',
  'categories',
  'settings',
];

describe.each(testDatabases())('deleting rows on $name', ({ dialect }) => {
  let database: TestDatabase;
  let trx: Transaction<Database>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, demoFixture);
  });
  afterAll(() => database.drop());

  /** Each test works in a transaction rolled back at its end: all start from the seeded demo. */
  const test = (name: string, body: () => Promise<void>) =>
    it(name, () =>
      inRollback(database.db, async (transaction) => {
        trx = transaction;
        await body();
      }),
    );
  const db = () => trx;
  const count = async (table: Table) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async (tables: Table[]) =>
    Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
  const projectId = async (key: 'Les Tilleuls' | 'Quai Nord') => {
    const projects = await db().selectFrom('projects').select(['id', 'name']).execute();
    return projects.find((project) => JSON.parse(project.name).fr === key)!.id;
  };

  test('removes a project with its buildings, floors, units, statuses, categories and settings', async () => {
    const before = await counts(TREE_TABLES);
    const tilleuls = await projectId('Les Tilleuls');
    await db().deleteFrom('projects').where('id', '=', tilleuls).execute();

    expect(await counts(TREE_TABLES)).toEqual({
      projects: before.projects - 1,
      buildings: 1,
      floors: 1,
      units: 1,
      statuses: 4,
      categories: 1,
      settings: before.settings - 3,
    });
    const orphanFloors = await db()
      .selectFrom('floors')
      .leftJoin('buildings', 'buildings.id', 'floors.building_id')
      .where('buildings.id', 'is', null)
      .select('floors.id')
      .execute();
    expect(orphanFloors).toEqual([]);
  });

  test('removes a corporation with its domains, users, sessions and everything below', async () => {
    const corporations = await db().selectFrom('corporations').select(['id', 'name']).orderBy('id').execute();
    const [immo, other] = corporations;
    const admin = await db()
      .selectFrom('users')
      .select('id')
      .where('corporation_id', '=', immo!.id)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('sessions')
      .values({
        id: 's1',
        user_id: admin.id,
        csrf_token: 't',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const domain = await db()
      .selectFrom('domains')
      .select('id')
      .where('corporation_id', '=', immo!.id)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('contacts')
      .values({ domain_id: domain.id, source: 'contact', first_name: 'A', last_name: 'B', email: 'a@b.test' })
      .execute();

    await db().deleteFrom('corporations').where('id', '=', immo!.id).execute();

    expect(
      await counts([
        'corporations',
        'domains',
        'users',
        'sessions',
        'contacts',
        'pages',
        'files',
        'videos',
        'video_formats',
        'tours',
      ]),
    ).toEqual({
      corporations: 1,
      domains: 1,
      users: 2,
      sessions: 0,
      contacts: 0,
      pages: 0,
      files: 0,
      videos: 0,
      video_formats: 0,
      tours: 0,
    });
    expect(await counts(['projects', 'buildings', 'floors', 'units', 'categories'])).toEqual({
      projects: 1,
      buildings: 1,
      floors: 1,
      units: 1,
      categories: 1,
    });
    const remainingDomain = await db()
      .selectFrom('domains')
      .select('corporation_id')
      .executeTakeFirstOrThrow();
    expect(remainingDomain.corporation_id).toBe(other!.id);
  });

  test("clears the status of units when their project's status is deleted", async () => {
    const option = await db()
      .selectFrom('statuses')
      .select('id')
      .where('id', '>', 7)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('statuses').where('id', '=', option.id).execute();

    const a12 = await db()
      .selectFrom('units')
      .select(['status_id'])
      .where('name', '=', 'A12')
      .executeTakeFirstOrThrow();
    expect(a12.status_id).toBeNull();
    expect(await count('units')).toBe(7);
  });

  test('clears the category of units when the category is deleted', async () => {
    const unit = await db()
      .selectFrom('units')
      .select(['id', 'category_id'])
      .where('name', '=', 'A11')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('categories').where('id', '=', unit.category_id!).execute();
    const after = await db()
      .selectFrom('units')
      .select('category_id')
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(after.category_id).toBeNull();
  });

  test('keeps the units attached to a deleted unit, now top-level', async () => {
    await db().deleteFrom('units').where('name', '=', 'A01').execute();
    const parking = await db()
      .selectFrom('units')
      .select('unit_id')
      .where('name', '=', 'P01')
      .executeTakeFirstOrThrow();
    expect(parking.unit_id).toBeNull();
  });

  test('removes the sub-buildings of a deleted main building, with their floors and units', async () => {
    await db().deleteFrom('buildings').where('name', '=', 'a').execute();
    const names = await db().selectFrom('buildings').select('name').orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(['q']);
    expect(await count('units')).toBe(1);
  });

  test('keeps a lead when its unit and project are deleted, without their references', async () => {
    const unit = await db()
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .innerJoin('projects', 'projects.id', 'buildings.project_id')
      .select(['units.id as unitId', 'projects.id as projectId', 'projects.domain_id as domainId'])
      .where('units.name', '=', 'A01')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('contacts')
      .values({
        domain_id: unit.domainId,
        project_id: unit.projectId,
        unit_id: unit.unitId,
        source: 'mail-to',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
      })
      .execute();
    await db().deleteFrom('projects').where('id', '=', unit.projectId).execute();

    const lead = await db().selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      email: 'ada@example.test',
      project_id: null,
      unit_id: null,
      domain_id: unit.domainId,
    });
  });

  test('refuses a setting without an owner', async () => {
    await expect(db().insertInto('settings').values({ name: 'x', value: '1' }).execute()).rejects.toThrow(
      /settings_one_owner/,
    );
  });

  test('refuses a setting with two owners', async () => {
    const domain = await db()
      .selectFrom('domains')
      .select(['id', 'corporation_id'])
      .executeTakeFirstOrThrow();
    const twoOwners = { name: 'x', value: '1', domain_id: domain.id, corporation_id: domain.corporation_id };
    await expect(db().insertInto('settings').values(twoOwners).execute()).rejects.toThrow(
      /settings_one_owner/,
    );
  });

  test('refuses a second setting of the same name on one owner', async () => {
    const domain = await db().selectFrom('domains').select('id').executeTakeFirstOrThrow();
    await db().insertInto('settings').values({ name: 'dup', value: '1', domain_id: domain.id }).execute();
    const other = await db()
      .selectFrom('domains')
      .select('id')
      .where('id', '!=', domain.id)
      .executeTakeFirstOrThrow();
    await db().insertInto('settings').values({ name: 'dup', value: '1', domain_id: other.id }).execute();
    await expect(
      db().insertInto('settings').values({ name: 'dup', value: '2', domain_id: domain.id }).execute(),
    ).rejects.toThrow(/unique/i);
  });

  test('refuses a tour numbered outside 1 to 4', async () => {
    const domain = await db().selectFrom('domains').select('id').executeTakeFirstOrThrow();
    await expect(
      db().insertInto('tours').values({ domain_id: domain.id, number: 5, name: '{}' }).execute(),
    ).rejects.toThrow(/check constraint/i);
  });

  test('refuses two tours with the same number on one domain', async () => {
    const domain = await db()
      .selectFrom('domains')
      .select('id')
      .where('host', '=', 'demo.vitrine.test')
      .executeTakeFirstOrThrow();
    await expect(
      db().insertInto('tours').values({ domain_id: domain.id, number: 1, name: '{}' }).execute(),
    ).rejects.toThrow(/unique/i);
  });
});
