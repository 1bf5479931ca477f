import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, demoFixture, OTHER_HOST } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ALL_DOMAINS, bumpContentVersions } from './content-versions.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests walk the JSON answer freely
type Json = Record<string, any>;

const unitsOf = (domain: Json): Json[] =>
  domain.projects.flatMap((project: Json) =>
    project.buildings.flatMap((building: Json) => building.floors.flatMap((floor: Json) => floor.units)),
  );

describe.each(testDatabases())('public answers carry only what the site shows, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const get = (url: string, host: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });
  const idOf = async (name: string) =>
    (await ctx.db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('gives no price anywhere on the site of a project whose prices are not shown', async () => {
    // Quai Nord: show_price off, its only unit Q01 available at 315 000 with a price detail
    for (const url of ['/domain', '/domain?translatable=1', `/unit/${await idOf('Q01')}?translatable=1`]) {
      const response = await get(url, OTHER_HOST);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('315000');
      expect(response.body, url).not.toContain('Hors frais');
    }
    const domain = (await get('/domain', OTHER_HOST)).json().data;
    expect(domain.projects[0].show_price).toBe(false);
    expect(unitsOf(domain).map((unit) => [unit.name, unit.price, unit.price_detail])).toEqual([
      ['Q01', null, ''],
    ]);
  });

  it('gives the price of available units only, never of sold or reserved ones', async () => {
    const domain = (await get('/domain?translatable=1', DEMO_HOST)).json().data;
    const prices = Object.fromEntries(
      unitsOf(domain).map((unit) => [unit.name, [unit.status_id === 1, unit.price, unit.price_detail]]),
    );
    expect(prices).toMatchObject({
      A01: [true, 315000, 'Hors frais'],
      A02: [false, null, ''],
      A11: [false, null, ''],
      A12: [false, null, ''],
      A13: [false, null, ''],
      P01: [true, 25000, 'Hors frais'],
    });
    const sold = unitsOf(domain).find((unit) => unit.name === 'A02');
    expect(sold?.translatable.price_detail).toEqual({ fr: '', en: '' });
    expect(JSON.stringify(domain)).not.toContain('420000');

    const soldAlone = await get(`/unit/${await idOf('A02')}`, DEMO_HOST);
    expect(soldAlone.json().data).toMatchObject({ name: 'A02', price: null, price_detail: '' });
    expect(soldAlone.body).not.toContain('420000');
  });

  it('answers /unit/{id} only for a unit of the requesting site', async () => {
    const a01 = await idOf('A01');
    const q01 = await idOf('Q01');
    expect((await get(`/unit/${a01}`, DEMO_HOST)).statusCode).toBe(200);
    expect((await get(`/unit/${q01}`, OTHER_HOST)).statusCode).toBe(200);
    for (const [id, host] of [
      [a01, OTHER_HOST],
      [q01, DEMO_HOST],
      [a01, 'unknown.example'],
    ] as const) {
      const response = await get(`/unit/${id}`, host);
      expect(response.statusCode, `${id} from ${host}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });

  it('carries no CRM reference, owner corporation nor sales address', async () => {
    await ctx.db
      .updateTable('projects')
      .set({
        emerige_id: 'EMR-SECRET',
        immolead_id: 'IML-SECRET',
        adlead_id: 'ADL-SECRET',
        unlatch_id: 'UNL-SECRET',
      })
      .execute();
    await ctx.db.updateTable('buildings').set({ adlead_id: 'ADL-BUILDING' }).execute();
    await ctx.db.updateTable('floors').set({ adlead_id: 'ADL-FLOOR' }).execute();
    const domains = await ctx.db.selectFrom('domains').select('id').execute();
    const projects = await ctx.db.selectFrom('projects').select('id').execute();
    await ctx.db
      .insertInto('settings')
      .values([
        ...domains.map((d) => ({ domain_id: d.id, name: 'sales-email', value: 'ventes@secret.test' })),
        ...projects.map((p) => ({ project_id: p.id, name: 'sales-email', value: 'projet@secret.test' })),
      ])
      .execute();
    await bumpContentVersions(ctx.db, ALL_DOMAINS);

    for (const host of [DEMO_HOST, OTHER_HOST]) {
      const domain = await get('/domain?translatable=1', host);
      const unit = await get(`/unit/${unitsOf(domain.json().data)[0]!.id}?translatable=1`, host);
      for (const body of [domain.body, unit.body]) {
        for (const hidden of [
          'SECRET',
          'ADL-',
          'secret.test',
          'sales-email',
          'corporation_id',
          'adlead_id',
        ]) {
          expect(body, `${host}: ${hidden}`).not.toContain(hidden);
        }
      }
    }
  });
});
