import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../test-factories.ts';

describe.each(testDatabases())('the units list that finds things, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let user: TestAgent;
  let upperFloor: number;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'liste');
    const admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    const floor = await admin.request({
      method: 'POST',
      url: '/api/floors',
      payload: { name: 'etage-9', building_id: tree.building },
    });
    upperFloor = floor.json().data.id;
    // created upper floor first, so that creation order and place order differ
    for (const [name, fullname, floorId, bedrooms, status] of [
      ['A.9.01', 'Penthouse', upperFloor, 3, 2],
      ['A.0.02', 'Appartement deux', tree.floor, 2, 1],
      ['A.0.01', 'Studio jardin', tree.floor, 0, 3],
    ] as const) {
      const response = await admin.request({
        method: 'POST',
        url: '/api/units',
        payload: { name, fullname: { fr: fullname, en: '' }, floor_id: floorId, bedrooms, status_id: status },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  const names = async (query: string) => {
    const response = await user.request({
      method: 'GET',
      url: `/api/units?filter[floor.building.project.id]=${tree.project}&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { name: string }[]).map((unit) => unit.name);
  };

  it('finds a unit by its full name ("Penthouse"), not only by its name', async () => {
    expect(await names('filter[search]=penthouse')).toEqual(['A.9.01']);
    expect(await names('filter[search]=a.0.0&sort=name')).toEqual(['A.0.01', 'A.0.02']);
  });

  it('finds units by typology as the site labels them: "T2" and "2 ch." are 2, "studio" 0', async () => {
    expect(await names('filter[search]=T2')).toEqual(['A.0.02']);
    expect(await names('filter[search]=T3')).toEqual(['A.9.01']);
    expect(await names('filter[search]=2%20ch.')).toEqual(['A.0.02']);
    // the tree's own two units have no bedroom either
    expect(await names(`filter[search]=studio&filter[floor_id]=${tree.floor}&sort=name`)).toEqual([
      'A.0.01',
      'LISTE01',
      'LISTEP1',
    ]);
  });

  it('filters by status and by typology', async () => {
    expect(await names('filter[status_id]=2')).toEqual(['A.9.01']);
    expect(await names('filter[bedrooms]=3')).toEqual(['A.9.01']);
    expect(await names('filter[bedrooms]=trois')).toEqual([]);
  });

  it('sorts by status name and in the site’s order (building, floor, name)', async () => {
    const byStatus = await names(`filter[floor_id]=${tree.floor}&sort=status,name`);
    // the tree's own units carry "Option liste" and "Disponible"; ours Disponible, Réservé
    expect(byStatus.indexOf('A.0.02')).toBeLessThan(byStatus.indexOf('A.0.01'));
    const placed = await names('sort=building,floor,name');
    expect(placed.slice(-1)).toEqual(['A.9.01']);
    expect(placed.indexOf('A.0.01')).toBeLessThan(placed.indexOf('A.0.02'));
  });
});
