import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

describe.each(testDatabases())('what a delete takes with it, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let other: CorporationTree;
  let sales: TestAgent;
  let stranger: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'count');
    other = await buildCorporationTree(ctx.db, 'other');
    sales = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    stranger = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
  });

  it('counts the annexes, floors and units of a building, the units of a floor, the whole of a project and a domain', async () => {
    const contents = async (path: string) => {
      const response = await sales.request({ method: 'GET', url: `/api/${path}/contents` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await contents(`buildings/${tree.building}`)).toEqual({
      projects: 0,
      buildings: 1,
      floors: 1,
      units: 2,
    });
    expect(await contents(`floors/${tree.floor}`)).toEqual({
      projects: 0,
      buildings: 0,
      floors: 0,
      units: 2,
    });
    expect(await contents(`projects/${tree.project}`)).toEqual({
      projects: 0,
      buildings: 2,
      floors: 1,
      units: 2,
    });
    expect(await contents(`domains/${tree.domain}`)).toEqual({
      projects: 1,
      buildings: 2,
      floors: 1,
      units: 2,
    });
  });

  it("answers 404 for another corporation's building, as for an unknown one", async () => {
    for (const url of [
      `/api/buildings/${tree.building}/contents`,
      `/api/floors/${tree.floor}/contents`,
      '/api/buildings/999999/contents',
    ]) {
      const response = await stranger.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 401 to someone signed out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/buildings/${tree.building}/contents` });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDatabases())('prices typed by the sales staff, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let sales: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'price');
    sales = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
  });

  const put = (payload: Record<string, unknown>) =>
    sales.request({ method: 'PUT', url: `/api/units/${tree.unit}`, payload });
  const storedPrice = async () =>
    (await ctx.db.selectFrom('units').select('price').where('id', '=', tree.unit).executeTakeFirstOrThrow())
      .price;

  it('stores "605.000" as 605000', async () => {
    const response = await put({ price: '605.000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Number(await storedPrice())).toBe(605000);
  });

  it('refuses nonsense with 422 and keeps the stored price', async () => {
    for (const price of [-1, 12.345, '60.50.00', 'abc', 2_000_000_000, true]) {
      const response = await put({ price });
      expect(response.statusCode, String(price)).toBe(422);
      expect(response.json().errors.price, String(price)).toHaveLength(1);
    }
    expect(Number(await storedPrice())).toBe(605000);
  });
});
