import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, demoFixture } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ALL_DOMAINS, bumpContentVersions } from '../domain/content-versions.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests walk the JSON answer freely
type Json = Record<string, any>;

const unitsOf = (domain: Json): Json[] =>
  domain.projects.flatMap((project: Json) =>
    project.buildings.flatMap((building: Json) => building.floors.flatMap((floor: Json) => floor.units)),
  );

/** What only the unit sheet shows: the description and the plans. */
const sheetFields = (unit: Json) => ({
  description: unit.description,
  translated: unit.translatable?.description,
  plans: [unit.blueprint2D, unit.blueprint3D, unit.blueprints].map((plan) => plan?.url ?? null),
});

describe.each(testDatabases())('the sheet-only fields of a unit, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });
  const idOf = async (name: string) =>
    (await ctx.db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const sheetsOnSite = async (names: string[]) => {
    const domain = (await get('/domain?translatable=1')).json().data;
    const units = unitsOf(domain).filter((unit) => names.includes(unit.name));
    const alone = await Promise.all(
      names.map(async (name) => (await get(`/unit/${await idOf(name)}?translatable=1`)).json().data),
    );
    return { listed: Object.fromEntries(units.map((unit) => [unit.name, sheetFields(unit)])), alone };
  };
  const closed = { description: '', translated: { fr: '', en: '' }, plans: [null, null, null] };

  it('gives the description and plans of an available unit, and none of a sold, reserved or not-clickable one', async () => {
    const { listed, alone } = await sheetsOnSite(['A01', 'A02', 'A11', 'A13']);
    expect(listed.A01).toMatchObject({ description: '<p>Lumineux</p>', translated: { en: '<p>Bright</p>' } });
    expect(listed.A01?.plans.every((url: unknown) => typeof url === 'string' && url.includes('a01'))).toBe(
      true,
    );
    for (const name of ['A02', 'A11', 'A13']) expect(listed[name], name).toEqual(closed);
    expect(alone.map(sheetFields)).toEqual([listed.A01, closed, closed, closed]);
  });

  it('gives no description nor plan of any unit once the project turns with-detail off', async () => {
    const unit = await ctx.db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .select('buildings.project_id')
      .where('units.name', '=', 'A01')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('settings')
      .values({ project_id: unit.project_id, name: 'with-detail', value: '0' })
      .execute();
    await bumpContentVersions(ctx.db, ALL_DOMAINS);
    const { listed, alone } = await sheetsOnSite(['A01']);
    expect(listed.A01).toEqual(closed);
    expect(sheetFields(alone[0])).toEqual(closed);
    // the price a list shows stays
    expect(alone[0]).toMatchObject({ name: 'A01', price: 315000 });
  });
});
