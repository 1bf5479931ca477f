import { ZDomain } from '@vitrine/core/schemas/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import {
  DEMO_HOST,
  demoFixture,
  FIXTURE_PASSWORD,
  largeFixture,
  OTHER_HOST,
} from '../../test/demo-fixture.ts';
import { generatedDemoManifest } from '../../test/generated-demo.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent } from '../auth/test-agent.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests walk the JSON answer freely
type Json = Record<string, any>;

describe.each(testDatabases())('GET /domain on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const getDomain = async (url = '/domain', headers: Record<string, string> = { host: DEMO_HOST }) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as Json;
  };

  it('answers the domain whose host matches the Host header, port ignored', async () => {
    expect((await getDomain('/domain', { host: `${OTHER_HOST}:8080` })).host).toBe(OTHER_HOST);
    expect((await getDomain('/domain', { host: DEMO_HOST.toUpperCase() })).host).toBe(DEMO_HOST);
  });

  it('falls back to the first domain for localhost, and to none for a host no site has', async () => {
    expect((await getDomain('/domain', { host: 'localhost:8080' })).host).toBe(DEMO_HOST);
    expect((await getDomain('/domain', { host: '127.0.0.1:8080' })).host).toBe(DEMO_HOST);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/domain',
      headers: { host: 'unknown.example' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('holds the whole tree in the shape of the shared ZDomain schema', async () => {
    const domain = await getDomain('/domain?translatable=1');
    expect(ZDomain.safeParse(domain).error).toBeUndefined();

    const [project] = domain.projects;
    expect(project.name).toBe('Les Tilleuls');
    expect(project.show_price).toBe(true);
    expect(project.domain.host).toBe(DEMO_HOST);
    expect(project.buildings.map((b: Json) => b.name)).toEqual(['a', 'annexe']);
    const [main, annex] = project.buildings;
    expect(main.building_id).toBeNull();
    expect(annex.building_id).toBe(main.id);
    expect(main.buildings.map((b: Json) => b.name)).toEqual(['annexe']);
    expect(main.settings).toEqual([expect.objectContaining({ name: 'initial-rotation', value: '12' })]);
    expect(main.floors.map((f: Json) => f.name)).toEqual(['0', '1']);
    expect(main.floors[1].units.map((u: Json) => u.name)).toEqual(['A11', 'A12', 'A13']);
    expect(annex.floors[0].units[0]).toMatchObject({ name: 'P01', unit_id: main.floors[0].units[0].id });
  });

  it('gives each unit its status and category, with booleans, numbers and plan URLs', async () => {
    const domain = await getDomain();
    const [a01, a02] = domain.projects[0].buildings[0].floors[0].units;
    expect(a01).toMatchObject({
      name: 'A01',
      fullname: 'Appartement A01',
      status_id: 1,
      status: { id: 1, name: 'Disponible', color: '#2e9d4a' },
      category: { name: 'Appartement', color: '#1abc9c' },
      bedrooms: 2,
      surface: 84.5,
      price: 315000,
      has_terrace: true,
      has_garden: false,
      blueprint2D: { url: '/storage/files/blueprints/a01-2d.png' },
      blueprints: { url: '/storage/files/blueprints/a01.pdf' },
    });
    expect(a02.status).toMatchObject({ id: 2, name: 'Vendu' });
    const a13 = domain.projects[0].buildings[0].floors[1].units[2];
    expect(a13).toMatchObject({ status_id: 7, category_id: null, category: null });
  });

  it('lists the system statuses and the project’s own, and the project’s categories', async () => {
    const [project] = (await getDomain()).projects;
    expect(project.statuses.map((s: Json) => s.name)).toEqual([
      'Disponible',
      'Vendu',
      'Réservé',
      'Non cliquable',
      'Option',
    ]);
    expect(project.statuses[4].id).toBeGreaterThan(7);
    expect(project.categories.map((c: Json) => c.name)).toEqual(['Appartement', 'Duplex', 'Parking']);
  });

  it('gives settings, gallery, videos, tours and pages with storage URLs', async () => {
    const domain = await getDomain();
    expect(domain.settings).toContainEqual(
      expect.objectContaining({
        name: 'splash-image',
        type: 'image',
        image: { url: '/storage/files/branding/splash.jpg' },
      }),
    );
    expect(domain.settings).toContainEqual(
      expect.objectContaining({ name: 'with-filter', value: '1', image: null }),
    );
    expect(domain.projects[0].settings).toContainEqual(
      expect.objectContaining({
        name: 'building-logo',
        image: { url: '/storage/files/branding/building-logo.png' },
      }),
    );
    expect(domain.files[0]).toMatchObject({
      order: 1,
      file: {
        url: '/storage/files/gallery/01.jpg',
        responsiveUrls: {
          '480': '/storage/files/gallery/01-480.webp',
          '960': '/storage/files/gallery/01-960.webp',
        },
      },
      thumb: { url: '/storage/files/gallery/01-thumb.webp' },
    });
    expect(domain.videos[0]).toMatchObject({
      thumb: { url: '/storage/files/videos/intro.jpg' },
      formats: [
        { url: '/storage/files/videos/intro.webm', type: 'video/webm' },
        { url: '/storage/files/videos/intro.mp4', type: 'video/mp4' },
      ],
    });
    expect(domain.tours.map((tour: Json) => [tour.order, tour.name, tour.thumb.url])).toEqual([
      [1, 'Cuisine', '/storage/files/tours/1.jpg'],
      [2, 'Séjour', '/storage/files/tours/2.jpg'],
    ]);
    expect(domain.pages).toEqual([
      expect.objectContaining({ name: 'contact', is_active: true, withAltLogo: false }),
      expect.objectContaining({ name: 'gallery', is_active: false, withAltLogo: true }),
    ]);
  });

  it('adds the { fr, en } of every translatable field only with translatable=1', async () => {
    const plain = await getDomain();
    expect(plain.translatable).toBeUndefined();
    expect(plain.projects[0].buildings[0].floors[0].units[0].translatable).toBeUndefined();

    const full = await getDomain('/domain?translatable=1');
    expect(full.translatable).toEqual({
      name: { fr: 'Démo', en: 'Demo' },
      title: { fr: 'Les Tilleuls', en: 'The Lindens' },
      subtitle: { fr: 'Vivre au vert', en: '' },
    });
    const floor = full.projects[0].buildings[0].floors[0];
    expect(floor.translatable).toEqual({ description: { fr: 'Étage 0', en: 'Floor 0' } });
    expect(floor.units[0].translatable.fullname).toEqual({ fr: 'Appartement A01', en: 'Apartment A01' });
    expect(floor.units[0].status.translatable.name).toEqual({ fr: 'Disponible', en: 'Available' });
  });

  it('speaks the locale asked by ?locale= or Accept-Language, falling back to French', async () => {
    const english = await getDomain('/domain?locale=en');
    expect(english.title).toBe('The Lindens');
    expect(english.subtitle).toBe('Vivre au vert');
    const units = english.projects[0].buildings[0].floors[1].units;
    expect(units[1].fullname).toBe('Penthouse A12');
    expect(units[0].category.name).toBe('Duplex');

    const byHeader = await getDomain('/domain', {
      host: DEMO_HOST,
      'accept-language': 'en-GB,en;q=0.9,fr;q=0.8',
    });
    expect(byHeader.name).toBe('Demo');
    const unsupported = await getDomain('/domain?locale=de', { host: DEMO_HOST, 'accept-language': 'de-DE' });
    expect(unsupported.name).toBe('Démo');
  });

  it('compresses the answer for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/domain',
      headers: { host: DEMO_HOST, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers 422 with the field for a malformed translatable flag', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/domain?translatable=maybe',
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['translatable']);
  });

  it('answers GET /categories with the categories of the host’s projects', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/categories',
      headers: { host: OTHER_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ name: 'Loft', color: '#123456', order: 0 }),
    ]);
  });
});

describe.each(testDatabases())('GET /domain cache on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const get = (host: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/domain', headers: { host, ...headers } });
  const firstUnit = (body: string) => JSON.parse(body).data.projects[0].buildings[0].floors[0].units[0];

  it('answers a second call from the cache with one query and the same body', async () => {
    const first = await get(DEMO_HOST);
    ctx.queries.length = 0;
    const second = await get(DEMO_HOST);
    expect(ctx.queries).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"d\d+-fr-t0-v\d+"$/);
    expect(second.headers['cache-control']).toBe('no-cache');
    const english = await get(DEMO_HOST, { 'accept-language': 'en' });
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 without a body to If-None-Match, in any encoding', async () => {
    const first = await get(DEMO_HOST, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await get(DEMO_HOST, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(DEMO_HOST, { 'if-none-match': '"d1-fr-t0-v999"' })).statusCode).toBe(200);
  });

  it('shows an admin’s price change at once under a new ETag, leaving other domains cached', async () => {
    const before = await get(DEMO_HOST);
    const other = await get(OTHER_HOST);
    const unit = firstUnit(before.body);
    const admin = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const changed = await admin.request({
      method: 'PUT',
      url: `/api/units/${unit.id}`,
      payload: { price: unit.price + 1000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = await get(DEMO_HOST, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(firstUnit(after.body).price).toBe(unit.price + 1000);
    const otherAgain = await get(OTHER_HOST, { 'if-none-match': other.headers.etag as string });
    expect(otherAgain.statusCode).toBe(304);
  });
});

describe.each(testDatabases())('GET /domain on a larger $name site', ({ dialect }) => {
  const small = useTestApp(dialect, { seed: demoFixture });
  const large = useTestApp(dialect, {
    seed: largeFixture({ projects: 2, buildings: 3, floors: 4, units: 10 }),
  });

  it('runs the same handful of queries whatever the number of units', async () => {
    await small.app.inject({ method: 'GET', url: '/domain', headers: { host: DEMO_HOST } });
    const response = await large.app.inject({
      method: 'GET',
      url: '/domain?translatable=1',
      headers: { host: DEMO_HOST },
    });
    const units = response
      .json()
      .data.projects.flatMap((p: Json) =>
        p.buildings.flatMap((b: Json) => b.floors.flatMap((f: Json) => f.units)),
      );
    expect(units).toHaveLength(2 * 3 * 4 * 10);
    expect(large.queries.length).toBe(small.queries.length);
    // one query a table, former names of units, floors and buildings (renamed links) included
    expect(large.queries.length).toBeLessThanOrEqual(16);
  });
});

describe.each(testDatabases())('GET /domain on an empty $name database', ({ dialect }) => {
  const ctx = useTestApp(dialect);

  it('answers 404 with a message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/domain' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
  });
});

describe.each(testDatabases())('GET /domain on the generated demo on $name', ({ dialect }) => {
  const manifest = generatedDemoManifest();
  const ctx = useTestApp(dialect, { seed: manifest });

  it('serves every demo site by its host, whole and in the shape of ZDomain', async () => {
    for (const site of manifest.domains) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/domain?translatable=1',
        headers: { host: site.host },
      });
      const domain = response.json().data;
      expect(ZDomain.safeParse(domain).error).toBeUndefined();
      expect(domain.host).toBe(site.host);
      const projects = manifest.projects.filter((project) => project.domainKey === site.key);
      const expectedUnits = projects.flatMap((p) =>
        p.buildings.flatMap((b) => b.floors.flatMap((f) => f.units)),
      );
      const units = domain.projects.flatMap((p: Json) =>
        p.buildings.flatMap((b: Json) => b.floors.flatMap((f: Json) => f.units)),
      );
      expect(units.map((unit: Json) => unit.name).sort()).toEqual(
        expectedUnits.map((unit) => unit.name).sort(),
      );
      expect(domain.tours).toHaveLength(site.tours.length);
      expect(domain.files).toHaveLength(site.files.length);
    }
  });
});
