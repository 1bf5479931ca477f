import { beforeAll, describe, expect, it } from 'vitest';
import { toTranslatedJson } from '../../db/translatable.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { API_KEY_LIMIT } from './api-key-auth.ts';

const V1 = '/api/public/v1';

describe.each(testDatabases())('the public read API on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let theirs: CorporationTree;
  let admin: TestAgent;
  let key: string;
  let theirKey: string;
  const units = {} as { available: number; sold: number; notClickable: number };

  const createKey = async (agent: TestAgent, domainId: number, name: string) => {
    const response = await agent.request({
      method: 'POST',
      url: `/api/domains/${domainId}/api-keys`,
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; key: string; prefix: string };
  };
  const call = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'api');
    theirs = await buildCorporationTree(ctx.db, 'rivale');
    const unit = (name: string, status_id: number, price: number) =>
      ctx.db
        .insertInto('units')
        .values({
          floor_id: mine.floor,
          name,
          fullname: toTranslatedJson({ fr: `Appartement ${name}`, en: `Flat ${name}` }),
          description: toTranslatedJson({ fr: `Description ${name}`, en: '' }),
          price_detail: toTranslatedJson({ fr: 'hors frais', en: 'excl. fees' }),
          status_id,
          price,
          surface: 80,
          bedrooms: 2,
          order: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    units.available = (await unit('A1', 1, 250000)).id;
    units.sold = (await unit('S1', 2, 310000)).id;
    units.notClickable = (await unit('N1', 7, 199000)).id;
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
    key = (await createKey(admin, mine.domain, 'Site du promoteur')).key;
    const rival = await signedInAgent(ctx.app, theirs.adminEmail, FACTORY_PASSWORD);
    theirKey = (await createKey(rival, theirs.domain, 'Autre')).key;
    await admin.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      payload: { origins: ['https://www.promoteur.be'] },
    });
    await rival.request({
      method: 'PUT',
      url: `/api/domains/${theirs.domain}/embed`,
      payload: { origins: ['https://www.rivale.be'] },
    });
  });

  it('refuses a call without a key, or with a key it does not know, saying why', async () => {
    const without = await call(`${V1}/projects`);
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({
      message:
        'Clé d’API manquante : envoyez-la dans l’en-tête « Authorization: Bearer … » ou « X-Api-Key ».',
      reason: 'missing-key',
    });
    expect(without.headers['www-authenticate']).toBe('Bearer realm="vitrine"');
    const unknown = await call(`${V1}/projects?locale=en`, { 'x-api-key': `${key.slice(0, -2)}xx` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'This API key is not recognised.', reason: 'unknown-key' });
    // a session cookie is no key
    const signedIn = await admin.request({ method: 'GET', url: `${V1}/projects` });
    expect(signedIn.statusCode).toBe(401);
  });

  it('shows the key once, keeps only its hash, and lists keys by their first characters', async () => {
    expect(key).toMatch(/^vtr_[\w-]{43}$/);
    const rows = await ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('domain_id', '=', mine.domain)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));
    const listed = await admin.request({ method: 'GET', url: `/api/domains/${mine.domain}/api-keys` });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ name: 'Site du promoteur', prefix: key.slice(0, 10), revoked_at: null }),
    ]);
    expect(listed.body).not.toContain(key.slice(10));
  });

  it("reads the key's site as the site shows it: hidden prices stay hidden, unlisted units are absent", async () => {
    const projects = await call(`${V1}/projects`, { authorization: `Bearer ${key}` });
    expect(projects.statusCode, projects.body).toBe(200);
    expect(projects.json().data).toEqual([
      {
        id: mine.project,
        name: 'Projet api',
        path: '/orbital/projet-api',
        embed_path: '/embed/orbital/projet-api',
      },
    ]);
    expect(projects.headers['ratelimit-limit']).toBe(String(API_KEY_LIMIT.max));

    const list = await call(`${V1}/projects/${mine.project}/units`, { 'x-api-key': key });
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().data.map((unit: { id: number }) => [unit.id, unit]));
    // the sub-unit (parking of a flat) and the not-clickable one are not in the site's lists
    expect([...byId.keys()].sort()).toEqual([mine.unit, units.available, units.sold].sort());
    expect(byId.get(units.available)).toMatchObject({
      name: 'A1',
      fullname: 'Appartement A1',
      status: { id: 1, name: 'Disponible' },
      opens: true,
      price: 250000,
      price_detail: 'hors frais',
      path: '/orbital/projet-api/api-main/api-0/A1?showUnit=true',
    });
    expect(byId.get(units.sold)).toMatchObject({
      status: { id: 2, name: 'Vendu' },
      opens: false,
      price: null,
      price_detail: '',
    });
    // a project's own status behaves like reserved: no price
    expect(byId.get(mine.unit)).toMatchObject({ status: { name: 'Option api' }, price: null });
    expect(list.body).not.toContain('310000');
    expect(list.body).not.toContain('199000');

    const english = await call(`${V1}/units/${units.available}?locale=en`, { 'x-api-key': key });
    expect(english.json().data).toMatchObject({
      fullname: 'Flat A1',
      status: { name: 'Available' },
      price: 250000,
    });
    const one = await call(`${V1}/units/${units.available}`, { 'x-api-key': key });
    expect(one.json().data.description).toBe('Description A1');
    const sold = await call(`${V1}/units/${units.sold}`, { 'x-api-key': key });
    expect(sold.json().data).toMatchObject({ price: null, description: '' });
    for (const hidden of [units.notClickable, mine.childUnit]) {
      const answer = await call(`${V1}/units/${hidden}`, { 'x-api-key': key });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().reason).toBe('not-found');
    }

    const structure = await call(`${V1}/projects/${mine.project}`, { 'x-api-key': key });
    expect(structure.json().data.buildings).toEqual([
      expect.objectContaining({
        id: mine.building,
        building_id: null,
        floors: [
          expect.objectContaining({ id: mine.floor, unit_ids: [mine.unit, units.available, units.sold] }),
        ],
      }),
      expect.objectContaining({ id: mine.subBuilding, building_id: mine.building, floors: [] }),
    ]);
  });

  it('never reads another site with a key, whatever the Host says', async () => {
    const onTheirHost = await call(`${V1}/projects`, { 'x-api-key': key, host: 'rivale.example.test' });
    expect(onTheirHost.json().data.map((project: { id: number }) => project.id)).toEqual([mine.project]);
    for (const url of [
      `${V1}/projects/${theirs.project}`,
      `${V1}/projects/${theirs.project}/units`,
      `${V1}/units/${theirs.unit}`,
      `${V1}/units/99999999999`,
      `${V1}/projects/abc`,
    ]) {
      const answer = await call(url, { 'x-api-key': key, host: 'rivale.example.test' });
      expect(answer.statusCode, url).toBe(404);
    }
    const theirAnswer = await call(`${V1}/projects`, { 'x-api-key': theirKey });
    expect(theirAnswer.json().data.map((project: { id: number }) => project.id)).toEqual([theirs.project]);
  });

  it('answers browsers on the listed origins only', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `${V1}/projects/${mine.project}/units`,
      headers: {
        origin: 'https://www.promoteur.be',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.promoteur.be');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await ctx.app.inject({
      method: 'OPTIONS',
      url: `${V1}/projects`,
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();

    const listed = await call(`${V1}/projects`, { 'x-api-key': key, origin: 'https://www.promoteur.be' });
    expect(listed.headers['access-control-allow-origin']).toBe('https://www.promoteur.be');
    expect(listed.headers.vary).toMatch(/Origin/i);
    // listed by the other site only: that origin does not read this site's data
    const otherSite = await call(`${V1}/projects`, { 'x-api-key': key, origin: 'https://www.rivale.be' });
    expect(otherSite.statusCode).toBe(200);
    expect(otherSite.headers['access-control-allow-origin']).toBeUndefined();
    const evil = await call(`${V1}/projects`, { 'x-api-key': key, origin: 'https://evil.test' });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    // a listed page may read why it was refused
    const refused = await call(`${V1}/projects`, { origin: 'https://www.promoteur.be' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('https://www.promoteur.be');
  });

  it('limits each key to its calls a minute, with Retry-After, without touching other keys', async () => {
    const spare = (await createKey(admin, mine.domain, 'Compteur')).key;
    let last = await call(`${V1}/projects`, { 'x-api-key': spare });
    for (let count = 1; count < API_KEY_LIMIT.max; count++)
      last = await call(`${V1}/projects`, { 'x-api-key': spare });
    expect(last.statusCode).toBe(200);
    const refused = await call(`${V1}/projects`, { 'x-api-key': spare });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toBe('too-many-requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(`${V1}/projects`, { 'x-api-key': key })).statusCode).toBe(200);
  });

  it('lets only its admins create and revoke keys; a revoked key is refused with its reason', async () => {
    const sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    const rival = await signedInAgent(ctx.app, theirs.adminEmail, FACTORY_PASSWORD);
    const target = (await createKey(admin, mine.domain, 'À révoquer')).id;
    const create = {
      method: 'POST' as const,
      url: `/api/domains/${mine.domain}/api-keys`,
      payload: { name: 'x' },
    };
    const revoke = { method: 'POST' as const, url: `/api/domains/${mine.domain}/api-keys/${target}/revoke` };
    expect((await sales.request(create)).statusCode).toBe(403);
    expect((await sales.request(revoke)).statusCode).toBe(403);
    expect(
      (await sales.request({ method: 'GET', url: `/api/domains/${mine.domain}/api-keys` })).statusCode,
    ).toBe(403);
    expect((await rival.request(create)).statusCode).toBe(404);
    expect((await rival.request(revoke)).statusCode).toBe(404);
    // the rival's own site, with a key id of another site
    const crossed = await rival.request({
      method: 'POST',
      url: `/api/domains/${theirs.domain}/api-keys/${target}/revoke`,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await admin.request({ ...create, headers: { 'x-xsrf-token': 'forged' } })).statusCode).toBe(419);
    expect((await admin.request({ ...create, payload: { name: ' ' } })).statusCode).toBe(422);
    const stillActive = await ctx.db
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(stillActive.revoked_at).toBeNull();

    const used = await ctx.db
      .selectFrom('api_keys')
      .select('id')
      .where('name', '=', 'Site du promoteur')
      .executeTakeFirstOrThrow();
    const revoked = await admin.request({
      method: 'POST',
      url: `/api/domains/${mine.domain}/api-keys/${used.id}/revoke`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revoked_at).toEqual(expect.any(String));
    const refused = await call(`${V1}/projects`, { authorization: `Bearer ${key}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Cette clé d’API a été révoquée.', reason: 'revoked-key' });
  });

  it('is described in the OpenAPI document with its key schemes', async () => {
    const document = (await call('/api/docs/json')).json();
    for (const path of [
      `${V1}/projects`,
      `${V1}/projects/{id}`,
      `${V1}/projects/{id}/units`,
      `${V1}/units/{id}`,
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
      expect(document.paths[path].get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
      expect(Object.keys(document.paths[path].get.responses)).toEqual(
        expect.arrayContaining(['200', '401', '429']),
      );
    }
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });
});
