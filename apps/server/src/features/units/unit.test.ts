import { ZUnit } from '@vitrine/core/schemas/unit';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { demoFixture } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('GET /unit/:id on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const idOf = async (name: string) =>
    (await ctx.db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('answers the unit with its status, category, project and floor', async () => {
    const id = await idOf('A11');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/unit/${id}?include=project,floor&translatable=1`,
    });
    expect(response.statusCode).toBe(200);
    const unit = response.json().data;
    expect(ZUnit.safeParse(unit).error).toBeUndefined();
    expect(unit).toMatchObject({
      id,
      name: 'A11',
      status: { id: 3, name: 'Réservé' },
      category: { name: 'Duplex' },
      project: {
        name: 'Les Tilleuls',
        show_price: true,
        translatable: { name: { fr: 'Les Tilleuls', en: 'The Lindens' } },
      },
      floor: { name: '1', description: 'Étage 1', building: { name: 'a' } },
      translatable: { fullname: { fr: 'Appartement A11', en: 'Apartment A11' } },
    });
  });

  it('answers in English when asked', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/unit/${await idOf('A01')}?locale=en` });
    expect(response.json().data).toMatchObject({ fullname: 'Apartment A01', status: { name: 'Available' } });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of ['/unit/999999', '/unit/abc', '/unit/0', '/unit/1e3', '/unit/99999999999999999999']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });
});
