import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../security/passwords.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../test/demo-fixture.ts';
import { type SeededAccount, seedDemo } from './seed-demo.ts';

describe.each(testDatabases())('seeding the demo on $name', ({ dialect }) => {
  let database: TestDatabase;
  let accounts: SeededAccount[] | null;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    accounts = await seedDemo(database.db, demoFixture);
  });
  afterAll(() => database.drop());
  const db = () => database.db;

  it('creates the accounts with argon2id hashes of their password', async () => {
    expect(accounts).toEqual([
      { email: 'root@vitrine.test', name: 'Root', role: 1 },
      { email: 'admin@vitrine.test', name: 'Admin Immo', role: 2 },
      { email: 'user@vitrine.test', name: 'User Autre', role: 4 },
    ]);
    const users = await db().selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((user) => user.corporation_id === null)).toEqual([true, false, false]);
    for (const user of users) {
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.password, FIXTURE_PASSWORD)).toBe(true);
    }
  });

  it('maps system status keys to ids 1, 2, 3, 7 and gives project statuses new ids', async () => {
    const units = await db()
      .selectFrom('units')
      .select(['name', 'status_id'])
      .where('name', 'in', ['A01', 'A02', 'A11', 'A12', 'A13'])
      .orderBy('name')
      .execute();
    const option = await db()
      .selectFrom('statuses')
      .select(['id', 'name'])
      .where('project_id', 'is not', null)
      .execute();
    expect(option).toHaveLength(1);
    expect(option[0]!.id).toBeGreaterThan(7);
    expect(units.map((unit) => unit.status_id)).toEqual([1, 2, 3, option[0]!.id, 7]);
  });

  it('links sub-buildings and attached units to their parents', async () => {
    const annex = await db()
      .selectFrom('buildings')
      .select(['building_id'])
      .where('name', '=', 'annexe')
      .executeTakeFirstOrThrow();
    const main = await db()
      .selectFrom('buildings')
      .select('id')
      .where('name', '=', 'a')
      .executeTakeFirstOrThrow();
    expect(annex.building_id).toBe(main.id);
    const parking = await db()
      .selectFrom('units')
      .select('unit_id')
      .where('name', '=', 'P01')
      .executeTakeFirstOrThrow();
    const a01 = await db()
      .selectFrom('units')
      .select('id')
      .where('name', '=', 'A01')
      .executeTakeFirstOrThrow();
    expect(parking.unit_id).toBe(a01.id);
  });

  it('stores translations as JSON and numbers as numbers', async () => {
    const unit = await db()
      .selectFrom('units')
      .selectAll()
      .where('name', '=', 'A01')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(unit.fullname)).toEqual({ fr: 'Appartement A01', en: 'Apartment A01' });
    expect(unit.surface).toBe(84.5);
    expect(unit.price).toBe(315000);
    expect(unit.has_terrace).toBe(1);
    expect(unit.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('does nothing the second time, the database having a corporation', async () => {
    const before = await db().selectFrom('units').select('id').execute();
    expect(await seedDemo(db(), demoFixture)).toBeNull();
    expect(await db().selectFrom('units').select('id').execute()).toHaveLength(before.length);
    expect(await db().selectFrom('corporations').select('id').execute()).toHaveLength(2);
  });
});
