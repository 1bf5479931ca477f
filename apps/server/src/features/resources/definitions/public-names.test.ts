import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import {
  buildCorporationTree,
  buildUser,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../test-factories.ts';

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

  const publicTree = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/domain', headers: { host: 'liens.example.test' } })).json()
      .data as {
      projects: {
        buildings: {
          id: number;
          name: string;
          former_names: string[];
          floors: { id: number; name: string; former_names: string[] }[];
        }[];
      }[];
    };

  it('keeps the former names of a renamed floor and building for their old links', async () => {
    const floor = await admin.request({
      method: 'POST',
      url: '/api/floors',
      payload: { name: 'etage-9', building_id: tree.building },
    });
    const floorId = floor.json().data.id as number;
    expect(
      (await admin.request({ method: 'PUT', url: `/api/floors/${floorId}`, payload: { name: '9e étage' } }))
        .statusCode,
    ).toBe(200);
    const building = (await admin.request({ method: 'GET', url: `/api/buildings/${tree.building}` })).json()
      .data as { name: string };
    const renamed = await admin.request({
      method: 'PUT',
      url: `/api/buildings/${tree.building}`,
      payload: { name: 'Tour Sud' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const buildings = (await publicTree()).projects.flatMap((project) => project.buildings);
    const shown = buildings.find((candidate) => candidate.id === tree.building)!;
    expect(shown).toMatchObject({ name: 'Tour Sud', former_names: [building.name] });
    expect(shown.floors.find((candidate) => candidate.id === floorId)).toMatchObject({
      name: '9e étage',
      former_names: ['etage-9'],
    });
  });

  it('refuses a building whose link would be another building’s of the project, under the name', async () => {
    const first = await admin.request({
      method: 'POST',
      url: '/api/buildings',
      payload: { name: 'Résidence Nord', project_id: tree.project },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await admin.request({
      method: 'POST',
      url: '/api/buildings',
      payload: { name: 'residence-nord', project_id: tree.project },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.name).toEqual([
      'Un autre bâtiment de ce projet donne déjà le lien « residence-nord » ; choisissez un autre nom.',
    ]);
    const itself = await admin.request({
      method: 'PUT',
      url: `/api/buildings/${first.json().data.id}`,
      payload: { name: 'Résidence NORD' },
    });
    expect(itself.statusCode).toBe(200);
  });

  it('refuses a project whose link (its French name) would be another project’s of the site', async () => {
    const root = await signedInRoot();
    const first = await root.request({
      method: 'POST',
      url: '/api/projects',
      payload: { name: { fr: 'Les Jardins d’Été', en: 'Summer gardens' }, domain_id: tree.domain },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await root.request({
      method: 'POST',
      url: '/api/projects',
      payload: { name: { fr: 'les jardins d ete', en: 'Other' }, domain_id: tree.domain },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.name).toEqual([
      'Un autre projet de ce site donne déjà le lien « les-jardins-d-ete » ; choisissez un autre nom.',
    ]);
    const english = await admin.request({
      method: 'PUT',
      url: `/api/projects/${first.json().data.id}`,
      payload: { name: { fr: 'Les Jardins d’Été', en: 'Gardens' } },
    });
    expect(english.statusCode, english.body).toBe(200);
  });

  const signedInRoot = async () => {
    await buildUser(ctx.db, { email: 'root-liens@example.test', role: 1, corporation_id: null });
    return signedInAgent(ctx.app, 'root-liens@example.test', FACTORY_PASSWORD);
  };
});
