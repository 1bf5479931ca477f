import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../test-factories.ts';

const tr = (fr: string) => ({ fr, en: '' });

describe.each(testDatabases())('names that make public links, on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  let user: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'liens');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
  });

  const createUnit = (name: string, floorId = tree.floor) =>
    admin.request({
      method: 'POST',
      url: '/api/units',
      payload: { name, fullname: tr(`Appartement ${name}`), floor_id: floorId },
    });

  it('refuses a second unit of the same name in the building, whatever its case, under the name', async () => {
    expect((await createUnit('B.3.01')).statusCode).toBe(201);
    const again = await createUnit('b.3.01');
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors.name).toEqual([
      'Une autre unité de ce bâtiment s’appelle déjà « B.3.01 » : le nom sert de lien public et de nom de contour.',
    ]);
    const floor = await admin.request({
      method: 'POST',
      url: '/api/floors',
      payload: { name: 'autre', building_id: tree.building },
    });
    const onOtherFloor = await createUnit('B.3.01', floor.json().data.id);
    expect(onOtherFloor.statusCode).toBe(422);
  });

  it('refuses a unit name a link would change, with the format in the message', async () => {
    const response = await createUnit('B 3 01');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name[0]).toContain('sans espace (ex. : B.3.01)');
  });

  it('refuses a floor whose link would be another floor’s ("3e étage" and "3e-etage")', async () => {
    const first = await admin.request({
      method: 'POST',
      url: '/api/floors',
      payload: { name: '3e étage', building_id: tree.building },
    });
    expect(first.statusCode).toBe(201);
    const second = await admin.request({
      method: 'POST',
      url: '/api/floors',
      payload: { name: '3E-Etage', building_id: tree.building },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.name).toEqual([
      'Un autre étage de ce bâtiment donne déjà le lien « 3e-etage » ; choisissez un autre nom.',
    ]);
    const renamedToItself = await admin.request({
      method: 'PUT',
      url: `/api/floors/${first.json().data.id}`,
      payload: { name: '3e Étage' },
    });
    expect(renamedToItself.statusCode).toBe(200);
  });

  it('lets a sales user rename a unit and the site still knows its former name', async () => {
    const created = await createUnit('C.1.01');
    const id = created.json().data.id;
    const renamed = await user.request({
      method: 'PUT',
      url: `/api/units/${id}`,
      payload: { name: 'C.1.02' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('C.1.02');

    const site = await ctx.app.inject({
      method: 'GET',
      url: '/domain',
      headers: { host: 'liens.example.test' },
    });
    const units = site
      .json()
      .data.projects.flatMap((project: { buildings: { floors: { units: unknown[] }[] }[] }) =>
        project.buildings.flatMap((building) => building.floors.flatMap((floor) => floor.units)),
      ) as { id: number; name: string; former_names: string[] }[];
    expect(units.find((unit) => unit.id === id)).toMatchObject({ name: 'C.1.02', former_names: ['C.1.01'] });

    // taking the old name back: it is the current name again, no longer a former one
    await user.request({ method: 'PUT', url: `/api/units/${id}`, payload: { name: 'C.1.01' } });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/domain',
      headers: { host: 'liens.example.test' },
    });
    expect(JSON.stringify(again.json())).toContain('"former_names":["C.1.02"]');
  });

  it('a renamed unit cannot take the name of another unit of the building', async () => {
    const other = await createUnit('D.1.01');
    const response = await admin.request({
      method: 'PUT',
      url: `/api/units/${other.json().data.id}`,
      payload: { name: 'B.3.01' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toHaveLength(1);
  });
});
