import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { uploadId } from '../uploads/test-uploads.ts';
import { resourceRegistry } from './registry.ts';
import {
  buildCorporationTree,
  buildPicture,
  type CorporationTree,
  FACTORY_PASSWORD,
} from './test-factories.ts';

type Entity = { id: number | string; [key: string]: unknown };

/** Every row of a tree, by resource name. */
function idsOf(tree: CorporationTree, upload: string): Record<string, (number | string)[]> {
  return {
    corporations: [tree.corporation],
    domains: [tree.domain],
    users: [tree.admin, tree.user],
    settings: Object.values(tree.settings),
    projects: [tree.project],
    buildings: [tree.building, tree.subBuilding],
    floors: [tree.floor],
    units: [tree.unit, tree.childUnit],
    statuses: [tree.status],
    categories: [tree.category],
    files: [tree.file],
    contacts: [tree.contact],
    videos: [tree.video],
    tours: [tree.tour],
    pages: [tree.page],
    upload: [upload],
  };
}

/** Records every entity of an answer with its resource, following the declared relations. */
function collect(resource: string, entity: Entity, found: [string, Entity['id']][]) {
  found.push([resource, entity.id]);
  const definition = resourceRegistry.get(resource)!;
  for (const [name, relation] of Object.entries(definition.relations)) {
    const value = entity[name];
    const children = Array.isArray(value) ? value : value ? [value] : [];
    for (const child of children as Entity[]) collect(relation.resource, child, found);
  }
}

describe.each(testDatabases())('corporation isolation on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let theirs: Record<string, (number | string)[]>;
  const actors: Record<string, TestAgent> = {};

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'alpha');
    const other = await buildCorporationTree(ctx.db, 'beta');
    const otherUser = await signedInAgent(ctx.app, other.userEmail, FACTORY_PASSWORD);
    theirs = idsOf(other, await uploadId(otherUser, await buildPicture(), 'theirs.png'));
    actors.admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
    actors.user = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
  });

  const resources = [...resourceRegistry.values()].map((resource) => ({ name: resource.name, resource }));

  describe.each(['admin', 'user'])('an %s (role 2 or 4) of another corporation', (role) => {
    it.each(resources)(
      'lists /api/$name with every include without one foreign row',
      async ({ name, resource }) => {
        const include = resource.includes.length ? `&include=${resource.includes.join(',')}` : '';
        const response = await actors[role]!.request({
          method: 'GET',
          url: `/api/${name}?pagination=0${include}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        const found: [string, Entity['id']][] = [];
        for (const entity of response.json().data as Entity[]) collect(name, entity, found);
        const leaks = found.filter(([resourceName, id]) => theirs[resourceName]?.includes(id));
        expect(leaks).toEqual([]);
        if (name !== 'upload')
          expect(found.filter(([resourceName]) => resourceName === name).length).toBeGreaterThan(0);
      },
    );

    it.each(resources)(
      'cannot show, update or delete a foreign /api/$name row',
      async ({ name, resource }) => {
        for (const id of theirs[name]!) {
          const include = resource.includes.length ? `?include=${resource.includes.join(',')}` : '';
          const show = await actors[role]!.request({ method: 'GET', url: `/api/${name}/${id}${include}` });
          expect(show.statusCode, `GET ${name}/${id}`).toBe(404);
          const update = await actors[role]!.request({
            method: 'PUT',
            url: `/api/${name}/${id}`,
            payload: {},
          });
          expect([403, 404], `PUT ${name}/${id}`).toContain(update.statusCode);
          const removal = await actors[role]!.request({ method: 'DELETE', url: `/api/${name}/${id}` });
          expect([403, 404], `DELETE ${name}/${id}`).toContain(removal.statusCode);
          const still = await ctx.db
            .selectFrom(resource.table)
            .select('id')
            .where('id', '=', id as never)
            .executeTakeFirst();
          expect(still, `${name}/${id} still there`).toBeDefined();
        }
      },
    );

    it.each(resources.filter(({ resource }) => resource.ordering))(
      'cannot reorder foreign /api/$name rows',
      async ({ name }) => {
        const response = await actors[role]!.request({
          method: 'POST',
          url: `/api/sort/${name}`,
          payload: { ids: theirs[name] },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().status).toBe('error');
      },
    );

    it('cannot filter its way to foreign rows', async () => {
      for (const url of [
        `/api/units?filter[floor_id]=${theirs.floors![0]}`,
        `/api/units?filter[floor.building.project.id]=${theirs.projects![0]}`,
        `/api/projects?filter[domain.corporation.id]=${theirs.corporations![0]}`,
        `/api/users?filter[corporation_id]=${theirs.corporations![0]}`,
        `/api/settings?filter[domain_id]=${theirs.domains![0]}`,
      ]) {
        const response = await actors[role]!.request({ method: 'GET', url });
        expect(response.json().data, url).toEqual([]);
      }
    });

    it('cannot attach its rows to foreign parents', async () => {
      const agent = actors[role]!;
      const attempts = [
        { url: '/api/units', payload: { name: 'X', fullname: { fr: 'X' }, floor_id: theirs.floors![0] } },
        { url: '/api/buildings', payload: { name: 'x', project_id: theirs.projects![0] } },
        { url: '/api/floors', payload: { name: 'x', building_id: theirs.buildings![0] } },
        {
          url: '/api/categories',
          payload: { name: { fr: 'x' }, color: '#000000', project_id: theirs.projects![0] },
        },
        {
          url: '/api/statuses',
          payload: { name: { fr: 'x' }, color: '#000000', project_id: theirs.projects![0] },
        },
        { url: '/api/pages', payload: { name: 'x', domain_id: theirs.domains![0] } },
        { url: '/api/tours', payload: { name: { fr: 'x' }, domain_id: theirs.domains![0] } },
        { url: '/api/settings', payload: { name: 'x', value: '1', domain_id: theirs.domains![0] } },
        { url: '/api/contacts', payload: { email: 'x@example.test', domain_id: theirs.domains![0] } },
        {
          url: '/api/users',
          payload: {
            name: 'x',
            email: 'intrus@example.test',
            role: 4,
            corporation_id: theirs.corporations![0],
            password: 'password-1',
            password_confirmation: 'password-1',
          },
        },
      ];
      for (const { url, payload } of attempts) {
        const response = await agent.request({ method: 'POST', url, payload });
        expect([403, 422], `${url} ${response.body}`).toContain(response.statusCode);
      }
      // Moving one of its own units onto a foreign floor, or giving it a foreign status.
      for (const payload of [
        { floor_id: theirs.floors![0] },
        { status_id: theirs.statuses![0] },
        { unit_id: theirs.units![0] },
      ]) {
        const response = await agent.request({ method: 'PUT', url: `/api/units/${mine.unit}`, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      }
      const units = await ctx.db
        .selectFrom('units')
        .select('floor_id')
        .where('id', '=', mine.unit)
        .executeTakeFirstOrThrow();
      expect(units.floor_id).toBe(mine.floor);
    });
  });

  describe('what each role may change in its own corporation', () => {
    it('lets a user (4) change a unit but not the structure', async () => {
      const user = actors.user!;
      expect(
        (await user.request({ method: 'PUT', url: `/api/units/${mine.unit}`, payload: { price: 123 } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await user.request({ method: 'PUT', url: `/api/floors/${mine.floor}`, payload: { name: 'x' } }))
          .statusCode,
      ).toBe(403);
      expect((await user.request({ method: 'DELETE', url: `/api/units/${mine.childUnit}` })).statusCode).toBe(
        403,
      );
      expect(
        (await user.request({ method: 'POST', url: '/api/sort/floors', payload: { ids: [mine.floor] } }))
          .statusCode,
      ).toBe(403);
    });

    it('lets an admin (2) change the structure but not create projects, domains or corporations', async () => {
      const admin = actors.admin!;
      expect(
        (await admin.request({ method: 'PUT', url: `/api/floors/${mine.floor}`, payload: { name: '0' } }))
          .statusCode,
      ).toBe(200);
      const project = await admin.request({
        method: 'POST',
        url: '/api/projects',
        payload: { name: { fr: 'P' }, domain_id: mine.domain },
      });
      expect(project.statusCode).toBe(403);
      expect(
        (
          await admin.request({
            method: 'PUT',
            url: `/api/domains/${mine.domain}`,
            payload: { host: 'x.test' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await admin.request({ method: 'DELETE', url: `/api/corporations/${mine.corporation}` })).statusCode,
      ).toBe(403);
    });

    it('never lets an admin make a root account', async () => {
      const response = await actors.admin!.request({
        method: 'POST',
        url: '/api/users',
        payload: {
          name: 'x',
          email: 'root2@example.test',
          role: 1,
          password: 'password-1',
          password_confirmation: 'password-1',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain('role');
    });
  });
});
