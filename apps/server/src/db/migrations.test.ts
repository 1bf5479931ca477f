import { Migrator, NO_MIGRATIONS } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { migrateToLatest } from './migrate.ts';
import { migrationProvider, migrations } from './migrations/index.ts';

const TABLES = [
  'buildings',
  'categories',
  'contacts',
  'corporations',
  'domains',
  'files',
  'floors',
  'mail_outbox',
  'pages',
  'projects',
  'sessions',
  'settings',
  'statuses',
  'sync_runs',
  'temporary_uploads',
  'tours',
  'units',
  'users',
  'video_formats',
  'videos',
];

describe.each(testDatabases())('migrations on $name', ({ dialect }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrate: false });
  });
  afterAll(() => database.drop());

  it('create every table of both specs on an empty database', async () => {
    const applied = await migrateToLatest(database.db);
    expect(applied).toEqual(Object.keys(migrations));
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
  });

  it('do nothing when run a second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('seed the system statuses with their fixed ids 1, 2, 3 and 7', async () => {
    const statuses = await database.db
      .selectFrom('statuses')
      .select(['id', 'name', 'project_id'])
      .orderBy('id')
      .execute();
    expect(statuses.map((status) => status.id)).toEqual([1, 2, 3, 7]);
    expect(statuses.every((status) => status.project_id === null)).toBe(true);
    expect(JSON.parse(statuses[1]!.name)).toEqual({ fr: 'Vendu', en: 'Sold' });
  });

  it('give the first status of a project the id 8, after the system ones', async () => {
    const { db } = database;
    const corporation = await db
      .insertInto('corporations')
      .values({ name: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const domain = await db
      .insertInto('domains')
      .values({ corporation_id: corporation.id, host: 'x.test', name: '{}', title: '{}', subtitle: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto('projects')
      .values({ domain_id: domain.id, name: '{}', topology: 'T', gdpr: '{}', cgu: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = await db
      .insertInto('statuses')
      .values({ project_id: project.id, name: '{"fr":"Option","en":""}', color: '#123456' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(status.id).toBe(8);
    await db.deleteFrom('corporations').execute();
  });

  it('roll back to an empty schema and apply again', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await database.db.introspection.getTables()).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
  });
});
