import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout } from '@vitrine/core/storage-layout';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;

const SQUARE = '100,100 300,100 300,300 100,300';
const BOW_TIE = '100,100 300,300 300,100 100,300';
const frames = (points: string, overrides: Record<number, string> = {}) =>
  Array.from({ length: FRAME_COUNT }, (_, frame) => overrides[frame] ?? points);

describe.each(testDatabases())('outline editor save on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let other: CorporationTree;
  let admin: TestAgent;
  const live = (building: number) =>
    ctx.app.inject({ method: 'GET', url: `/storage/${storageLayout.polygonFile(building)}` });
  const save = (agent: TestAgent, building: number, payload: object, headers?: Record<string, string>) =>
    agent.request({ method: 'PUT', url: `/api/buildings/${building}/outlines`, payload, headers });
  /** A first file, uploaded the usual way, that every refused save must leave in place. */
  const publishFirstFile = async () => {
    const first = { [`${tree.key}-main`]: [{ name: 'STUDIO-1', points: frames('0,0 50,0 50,50') }] };
    const upload = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/polygons`,
      payload: first,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    return (await live(tree.building)).body;
  };

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'outl');
    other = await buildCorporationTree(ctx.db, 'othr');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('writes the polygon file the public site reads, by names, and keeps the replaced file beside it', async () => {
    const before = await publishFirstFile();
    const response = await save(admin, tree.building, {
      views: [
        {
          floor_id: null,
          outlines: [
            { unit_id: tree.unit, points: frames(SQUARE, { 20: '' }) },
            { building_id: tree.subBuilding, points: frames('400,400 500,400 500,500') },
          ],
        },
        { floor_id: tree.floor, outlines: [{ unit_id: tree.childUnit, points: frames(SQUARE) }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Json).data).toMatchObject({
      unknownNames: [],
      unknownViews: [],
      unitsWithoutOutline: ['OUTLP1'],
    });
    const published = (await live(tree.building)).json() as Json;
    expect(Object.keys(published).sort()).toEqual(['outl-main', 'outl-main/outl-0']);
    expect(published['outl-main'].map((entry: Json) => entry.name)).toEqual(['OUTL01', 'outl-annex']);
    expect(published['outl-main'][0].points[20]).toBe('');
    expect(published['outl-main'][0].points[3]).toBe(SQUARE);
    expect(published['outl-main/outl-0'][0].name).toBe('OUTLP1');
    const previous = await ctx.app.inject({
      method: 'GET',
      url: `/storage/${storageLayout.polygonFolder(tree.building)}/${storageLayout.previousPolygonFileName}`,
    });
    expect(previous.statusCode).toBe(200);
    expect(previous.body).toBe(before);
  });

  it.each([
    {
      what: 'a self-intersecting frame',
      outline: { points: frames(SQUARE, { 7: BOW_TIE }) },
      field: 'views.0.outlines.0.points.7',
      message: /image 7 se croise/,
    },
    {
      what: 'a frame with two points',
      outline: { points: frames(SQUARE, { 3: '100,100 200,200 200,200' }) },
      field: 'views.0.outlines.0.points.3',
      message: /image 3 est vide/,
    },
    {
      what: 'an outline hidden on every frame',
      outline: { points: frames('') },
      field: 'views.0.outlines.0.points',
      message: /caché sur les 29 images/,
    },
    {
      what: 'a wrong number of frames',
      outline: { points: frames(SQUARE).slice(1) },
      field: 'views.0.outlines.0.points',
      message: /29/,
    },
  ])(
    'refuses $what with a 422 naming the frame, the published file untouched',
    async ({ outline, field, message }) => {
      const before = await publishFirstFile();
      const response = await save(admin, tree.building, {
        views: [{ floor_id: null, outlines: [{ unit_id: tree.unit, ...outline }] }],
      });
      expect(response.statusCode, response.body).toBe(422);
      const errors = (response.json() as Json).errors as Record<string, string[]>;
      expect(errors[field]?.[0]).toMatch(message);
      expect((await live(tree.building)).body).toBe(before);
    },
  );

  it.each([
    {
      what: 'a unit of another corporation',
      view: () => ({ floor_id: null, outlines: [{ unit_id: other.unit, points: frames(SQUARE) }] }),
      field: 'views.0.outlines.0.unit_id',
    },
    {
      what: 'a unit id that names no row',
      view: () => ({ floor_id: null, outlines: [{ unit_id: 2_000_000_000, points: frames(SQUARE) }] }),
      field: 'views.0.outlines.0.unit_id',
    },
    {
      what: 'a floor of another building',
      view: () => ({ floor_id: other.floor, outlines: [] }),
      field: 'views.0.floor_id',
    },
    {
      what: 'a sub-building on a floor view',
      view: () => ({
        floor_id: tree.floor,
        outlines: [{ building_id: tree.subBuilding, points: frames(SQUARE) }],
      }),
      field: 'views.0.outlines.0.building_id',
    },
  ])('refuses $what with a 422 and writes nothing', async ({ view, field }) => {
    const before = await publishFirstFile();
    const response = await save(admin, tree.building, { views: [view()] });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys((response.json() as Json).errors)).toEqual([field]);
    expect((await live(tree.building)).body).toBe(before);
  });

  it('refuses a unit given twice in one view', async () => {
    const outline = { unit_id: tree.unit, points: frames(SQUARE) };
    const response = await save(admin, tree.building, {
      views: [{ floor_id: null, outlines: [outline, outline] }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys((response.json() as Json).errors)).toEqual(['views.0.outlines.1']);
  });

  it("answers 404 for another corporation's building, 403 for a sales user, 419 without the CSRF token", async () => {
    const before = await publishFirstFile();
    const payload = {
      views: [{ floor_id: null, outlines: [{ unit_id: tree.unit, points: frames(SQUARE) }] }],
    };
    const stranger = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
    expect((await save(stranger, tree.building, payload)).statusCode).toBe(404);
    expect((await save(admin, 123_456_789_012_345, payload)).statusCode).toBe(404);
    const seller = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    expect((await save(seller, tree.building, payload)).statusCode).toBe(403);
    const forged = await save(admin, tree.building, payload, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(419);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buildings/${tree.building}/outlines`,
      payload,
    });
    expect([401, 419]).toContain(anonymous.statusCode);
    expect((await live(tree.building)).body).toBe(before);
  });
});
