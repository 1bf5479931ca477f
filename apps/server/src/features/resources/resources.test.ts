import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { uploadId, WEBM_BYTES } from '../uploads/test-uploads.ts';
import { resourceRegistry } from './registry.ts';
import { byName } from './resource.ts';
import {
  buildCorporationTree,
  buildPicture,
  buildUser,
  type CorporationTree,
  FACTORY_PASSWORD,
} from './test-factories.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;

interface Case {
  name: string;
  create: (tree: CorporationTree, agent: TestAgent) => Promise<Json> | Json;
  update: Json | ((tree: CorporationTree, agent: TestAgent) => Promise<Json>);
  /** What the updated entity shows (checked with toMatchObject). */
  updated: Json;
  invalid: Json;
  invalidField: string;
  /** A filter the resource declares and a value matching the created row. */
  filter?: [string, (tree: CorporationTree, created: Json) => string | number];
  sortable?: boolean;
}

const tr = (fr: string) => ({ fr, en: '' });

const CASES: Case[] = [
  {
    name: 'corporations',
    create: () => ({ name: tr('Nouvelle corporation') }),
    update: { name: tr('Corporation renommée') },
    updated: { name: 'Corporation renommée' },
    invalid: { name: tr('') },
    invalidField: 'name.fr',
    filter: ['name', () => 'nouvelle'],
  },
  {
    name: 'domains',
    create: (tree) => ({ name: tr('Site'), host: 'site.example.test', corporation_id: tree.corporation }),
    update: { host: 'site2.example.test' },
    updated: { host: 'site2.example.test' },
    invalid: { name: tr('Site'), host: 'pas un hôte', corporation_id: 1 },
    invalidField: 'host',
    filter: ['corporation_id', (tree) => tree.corporation],
  },
  {
    name: 'projects',
    create: (tree) => ({ name: tr('Projet neuf'), domain_id: tree.domain }),
    update: { show_price: false, name: tr('Projet renommé') },
    updated: { show_price: false, name: 'Projet renommé' },
    invalid: { name: tr(''), domain_id: 'x' },
    invalidField: 'domain_id',
    filter: ['domain.corporation.id', (tree) => tree.corporation],
  },
  {
    name: 'buildings',
    create: (tree) => ({ name: 'c', project_id: tree.project, description: tr('Bâtiment C') }),
    update: { name: 'd' },
    updated: { name: 'd', description: 'Bâtiment C' },
    invalid: { name: '', project_id: 1 },
    invalidField: 'name',
    filter: ['project_id', (tree) => tree.project],
    sortable: true,
  },
  {
    name: 'floors',
    create: (tree) => ({ name: '5', building_id: tree.building }),
    update: { name: '6' },
    updated: { name: '6' },
    invalid: { name: '6' },
    invalidField: 'building_id',
    filter: ['building_id', (tree) => tree.building],
    sortable: true,
  },
  {
    name: 'units',
    create: (tree) => ({
      name: 'Z9',
      fullname: tr('Appartement Z9'),
      floor_id: tree.floor,
      price: '250000',
      status_id: 2,
    }),
    update: { price: 260000, has_garden: true },
    updated: { price: 260000, has_garden: true, name: 'Z9', status_id: 2 },
    invalid: { name: 'Z9', fullname: tr('Z9'), floor_id: 1, surface: 'grand' },
    invalidField: 'surface',
    filter: ['floor.building.project.id', (tree) => tree.project],
    sortable: true,
  },
  {
    name: 'statuses',
    create: (tree) => ({ name: tr('Pré-réservé'), color: '#aabbcc', project_id: tree.project }),
    update: { color: '#000000' },
    updated: { color: '#000000', name: 'Pré-réservé' },
    invalid: { name: tr('X'), color: 'rouge', project_id: 1 },
    invalidField: 'color',
    filter: ['project_id', (tree) => tree.project],
  },
  {
    name: 'categories',
    create: (tree) => ({ name: tr('Loft'), color: '#aabbcc', project_id: tree.project }),
    update: { name: tr('Grand loft') },
    updated: { name: 'Grand loft' },
    invalid: { name: tr('Loft'), color: '#aabbcc' },
    invalidField: 'project_id',
    filter: ['project_id', (tree) => tree.project],
    sortable: true,
  },
  {
    name: 'files',
    create: async (tree, agent) => ({
      domain_id: tree.domain,
      file: [await uploadId(agent, await buildPicture(), 'vue.png')],
    }),
    update: { order: 7 },
    updated: { order: 7 },
    invalid: { domain_id: 1, file: 'pas une liste' },
    invalidField: 'file',
    filter: ['domain_id', (tree) => tree.domain],
    sortable: true,
  },
  {
    name: 'contacts',
    create: (tree) => ({ domain_id: tree.domain, email: 'Prospect@Example.test', last_name: 'Dupont' }),
    update: { last_name: 'Durand' },
    updated: { last_name: 'Durand', email: 'prospect@example.test' },
    invalid: { domain_id: 1, email: 'pas-un-email' },
    invalidField: 'email',
    filter: ['email', () => 'prospect@'],
  },
  {
    name: 'videos',
    create: async (tree, agent) => ({
      domain_id: tree.domain,
      thumb: [await uploadId(agent, await buildPicture(), 'poster.png')],
      formats: [{ type: 'video/webm', upload: [await uploadId(agent, WEBM_BYTES, 'film.webm')] }],
    }),
    update: async (_tree, agent) => ({
      formats: [{ type: 'video/webm', upload: [await uploadId(agent, WEBM_BYTES, 'film2.webm')] }],
    }),
    updated: { formats: [{ type: 'video/webm' }] },
    invalid: { domain_id: 1, formats: [] },
    invalidField: 'formats',
    filter: ['domain_id', (tree) => tree.domain],
    sortable: true,
  },
  {
    name: 'tours',
    create: (tree) => ({ domain_id: tree.domain, name: tr('Salon') }),
    update: { name: tr('Grand salon') },
    updated: { name: 'Grand salon', order: 2 },
    invalid: { domain_id: 1, name: tr('') },
    invalidField: 'name.fr',
    filter: ['domain_id', (tree) => tree.domain],
  },
  {
    name: 'pages',
    create: (tree) => ({ name: 'galerie', domain_id: tree.domain }),
    update: { is_active: false, withAltLogo: true },
    updated: { is_active: false, withAltLogo: true, name: 'galerie' },
    invalid: { name: '', domain_id: 1 },
    invalidField: 'name',
    filter: ['domain_id', (tree) => tree.domain],
  },
  {
    name: 'settings',
    create: (tree) => ({ name: 'with-filter', value: '1', domain_id: tree.domain }),
    update: { value: '0' },
    updated: { value: '0', name: 'with-filter', type: 'text' },
    invalid: { name: 'x', type: 'couleur', domain_id: 1 },
    invalidField: 'type',
    filter: ['domain_id', (tree) => tree.domain],
  },
  {
    name: 'users',
    create: (tree) => ({
      name: 'Nouvelle',
      email: 'Nouvelle@Example.test',
      role: 4,
      corporation_id: tree.corporation,
      password: 'secret-secret',
      password_confirmation: 'secret-secret',
    }),
    update: { name: 'Renommée', email: 'nouvelle@example.test', role: 2 },
    updated: { name: 'Renommée', role: 2, email: 'nouvelle@example.test' },
    invalid: { name: 'X', email: 'x@example.test', role: 4, password: 'court' },
    invalidField: 'password',
    filter: ['title', () => 'nouvelle@'],
  },
];

describe.each(testDatabases())('the resource API on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let root: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'acme');
    await buildUser(ctx.db, { email: 'root@example.test', role: 1, corporation_id: null });
    root = await signedInAgent(ctx.app, 'root@example.test', FACTORY_PASSWORD);
  });

  describe.each(CASES)('/api/$name', (item) => {
    it('creates, shows, lists, filters, updates and deletes', async () => {
      const base = `/api/${item.name}`;
      const created = await root.request({
        method: 'POST',
        url: `${base}?translatable=1`,
        payload: await item.create(tree, root),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data;

      const shown = await root.request({ method: 'GET', url: `${base}/${id}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.id).toBe(id);

      const list = await root.request({ method: 'GET', url: `${base}?per_page=100` });
      expect(list.statusCode).toBe(200);
      expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
      expect(list.json().data.map((row: Json) => row.id)).toContain(id);

      if (item.filter) {
        const [key, value] = item.filter;
        const filtered = await root.request({
          method: 'GET',
          url: `${base}?filter[${key}]=${encodeURIComponent(String(value(tree, created.json().data)))}`,
        });
        expect(filtered.statusCode, filtered.body).toBe(200);
        expect(filtered.json().data.map((row: Json) => row.id)).toContain(id);
        expect(filtered.json().meta.total).toBe(filtered.json().data.length);
      }

      const update = typeof item.update === 'function' ? await item.update(tree, root) : item.update;
      const updated = await root.request({ method: 'PUT', url: `${base}/${id}`, payload: update });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(item.updated);

      expect((await root.request({ method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(204);
      expect((await root.request({ method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
    });

    it('answers 422 with French messages under the faulty field', async () => {
      const response = await root.request({
        method: 'POST',
        url: `/api/${item.name}`,
        payload: item.invalid,
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe('Les données fournies ne sont pas valides.');
      expect(body.errors[item.invalidField]?.[0], JSON.stringify(body.errors)).toMatch(/^(Le|La|Les) /);
    });

    it('answers 400 naming an undeclared filter, sort, include or fieldset', async () => {
      const base = `/api/${item.name}`;
      for (const [query, word] of [
        ['filter[password]=x', 'password'],
        ['sort=-secret', 'secret'],
        ['include=owner.secrets', 'owner.secrets'],
        [`fields[${item.name}]=password`, 'password'],
        ['per_page=600', 'par page'],
      ] as const) {
        const response = await root.request({ method: 'GET', url: `${base}?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toContain(word);
      }
    });
  });

  describe.each(CASES.filter((item) => item.sortable))('/api/$name', (item) => {
    /** Two new rows created without an order, by id. */
    const createTwo = async () => {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const payload = await item.create(tree, root);
        // units and floors are unique by name in their building
        if (typeof payload.name === 'string') payload.name = `${payload.name}-${i}`;
        const created = await root.request({ method: 'POST', url: `/api/${item.name}`, payload });
        expect(created.statusCode, created.body).toBe(201);
        ids.push(created.json().data.id);
      }
      return ids;
    };

    it('puts new rows created without an order after those of their group, one after the other', async () => {
      const base = `/api/${item.name}`;
      const ids = await createTwo();
      const { table, ordering } = resourceRegistry.get(item.name)!;
      const { column, group } = ordering!;
      const db = byName(ctx.db);
      const created = await db.selectFrom(table).selectAll().where('id', 'in', ids).orderBy('id').execute();
      const others = await db
        .selectFrom(table)
        .select(column)
        .where(group, '=', created[0]![group] as number)
        .where('id', 'not in', ids)
        .execute();
      expect(others.length, 'the tree gives each group a row already').toBeGreaterThan(0);
      const highest = Math.max(...others.map((row) => Number(row[column])));
      expect(created.map((row) => Number(row[column]))).toEqual([highest + 1, highest + 2]);
      for (const id of ids) await root.request({ method: 'DELETE', url: `${base}/${id}` });
    });

    it('reorders rows with /api/sort', async () => {
      const base = `/api/${item.name}`;
      const ids = await createTwo();
      const sorted = await root.request({
        method: 'POST',
        url: `/api/sort/${item.name}`,
        payload: { ids: [...ids].reverse() },
      });
      expect(sorted.json()).toEqual({ status: 'success' });
      const table = item.name as 'units';
      const column = item.name === 'buildings' ? 'order_column' : 'order';
      const rows = await ctx.db
        .selectFrom(table)
        .select(['id', `${column} as order` as 'order'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.order)).toEqual([1, 0]);
      for (const id of ids) await root.request({ method: 'DELETE', url: `${base}/${id}` });
    });
  });

  it('refuses to sort a resource without an order', async () => {
    const response = await root.request({
      method: 'POST',
      url: '/api/sort/projects',
      payload: { ids: [tree.project] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
  });

  it('includes nested relations and sparse fieldsets', async () => {
    const response = await root.request({
      method: 'GET',
      url: `/api/units/${tree.unit}?include=floor.building.project,status,project&fields[units]=name,price&translatable=1`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const unit = response.json().data;
    expect(Object.keys(unit).sort()).toEqual(['floor', 'id', 'name', 'price', 'project', 'status']);
    expect(unit.floor.building.project.id).toBe(tree.project);
    expect(unit.project.translatable.name.fr).toBe('Projet acme');
    expect(unit.status.id).toBe(tree.status);
  });

  it('paginates with meta and gives every row with pagination=0', async () => {
    const page = await root.request({ method: 'GET', url: '/api/units?per_page=1&page=2&sort=-name' });
    expect(page.json().meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(page.json().data.map((unit: Json) => unit.name)).toEqual(['ACME01']);
    const all = await root.request({ method: 'GET', url: '/api/units?pagination=0' });
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta.last_page).toBe(1);
  });

  it('gives translatable fields in the request locale, and both with translatable=1', async () => {
    const en = await root.request({ method: 'GET', url: `/api/projects/${tree.project}?locale=en` });
    expect(en.json().data.name).toBe('Projet acme (en)');
    expect(en.json().data.translatable).toBeUndefined();
    const both = await root.request({ method: 'GET', url: `/api/projects/${tree.project}?translatable=1` });
    expect(both.json().data.translatable.name).toEqual({ fr: 'Projet acme', en: 'Projet acme (en)' });
  });

  it('lists a project statuses with the system ones', async () => {
    const response = await root.request({
      method: 'GET',
      url: `/api/statuses?filter[project_id]=${tree.project}&pagination=0`,
    });
    expect(response.json().data.map((status: Json) => status.id)).toEqual([1, 2, 3, 7, tree.status]);
  });

  it('keeps a unit status within its project', async () => {
    const other = await buildCorporationTree(ctx.db, 'other');
    const response = await root.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}`,
      payload: { status_id: other.status },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status_id).toEqual(['Le champ statut sélectionné est invalide.']);
  });

  it('never changes a system status', async () => {
    const response = await root.request({
      method: 'PUT',
      url: '/api/statuses/1',
      payload: { color: '#000000' },
    });
    expect(response.statusCode).toBe(403);
  });
});
