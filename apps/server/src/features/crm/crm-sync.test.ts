import { ZCrmConnection, ZSyncRun } from '@vitrine/core/schemas/crm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { FIXTURE_PASSWORD } from '../../test/demo-fixture.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { useLeadApp } from '../leads/leads-test-kit.ts';
import { buildUser, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { failCutOffSyncRuns, firstLeaseEnd, whileAlive } from './sync-run-lease.ts';
import {
  adminAgent,
  CRM_TEST_ENV,
  type DemoIds,
  EXTERNAL,
  prepareDemoProject,
  publicUnit,
} from './testing/crm-test-kit.ts';
import { adleadLot, type FakeAdlead, startFakeAdlead } from './testing/fake-adlead.ts';

const WEBHOOK_SECRET = 'adlead-webhook-secret-0123456789';

describe.each(testDatabases())('CRM stock sync on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, CRM_TEST_ENV);
  let adlead: FakeAdlead;
  let ids: DemoIds;
  let admin: TestAgent;

  const unitRow = async (name: string) =>
    lead.db.selectFrom('units').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const sync = (path: string, agent = admin) => agent.request({ method: 'POST', url: path });

  beforeAll(async () => {
    adlead = await startFakeAdlead();
    ids = await prepareDemoProject(lead.db);
    admin = await adminAgent(lead.app);
    adlead.setLots(EXTERNAL.adleadProgram, [
      adleadLot('L-A01', 'A01', { status: 'sold', price_incl_vat: 320000, surface: 85 }),
      adleadLot('L-A02', 'a02', { status: 'sold', price_incl_vat: 420000 }),
      adleadLot('L-A11', 'A11', { status: 'option', floor_id: EXTERNAL.floorA1 }),
      adleadLot('L-A14', 'A14', {
        typology: 'T4',
        price_incl_vat: 512000,
        surface: 101,
        floor_id: EXTERNAL.floorA1,
      }),
      adleadLot('L-P02', 'P02', {
        type: 'parking',
        typology: null,
        price_incl_vat: 30000,
        surface: 13,
        building_id: EXTERNAL.annex,
        floor_id: EXTERNAL.floorAnnex,
        parent_id: 'L-A14',
      }),
      adleadLot('L-Z99', 'Z99', { status: 'blocked' }),
    ]);
  });
  afterAll(() => adlead.close());

  it('lets an admin connect Adlead and never shows the credentials or base URL back', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: {
        base_url: adlead.url,
        credentials: { tenantKey: adlead.tenantKey, apiKey: adlead.apiKey, webhookSecret: WEBHOOK_SECRET },
      },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ provider: 'adlead', configured: true, enabled: true, offers_stock: true });
    expect(data.webhook_url).toMatch(/\/webhooks\/adlead\/\d+$/);
    const list = await admin.request({ method: 'GET', url: `/api/projects/${ids.project}/crm` });
    for (const connection of list.json().data)
      expect(ZCrmConnection.safeParse(connection).error).toBeUndefined();
    const text = `${response.body}${list.body}`;
    for (const secret of [adlead.apiKey, WEBHOOK_SECRET, adlead.url, adlead.tenantKey])
      expect(text).not.toContain(secret);
    expect(
      list
        .json()
        .data.map((row: { provider: string; configured: boolean }) => [row.provider, row.configured]),
    ).toEqual([
      ['adlead', true],
      ['unlatch', false],
      ['immolead', false],
      ['emerige', false],
    ]);
    const stored = await lead.db
      .selectFrom('crm_connections')
      .select('credentials')
      .executeTakeFirstOrThrow();
    expect(stored.credentials).toMatch(/^v1\./);
    expect(stored.credentials).not.toContain(adlead.apiKey);
  });

  it('refuses credentials of the wrong shape, plain http to another host and statuses of another project', async () => {
    const url = `/api/projects/${ids.project}/crm/adlead`;
    const wrong = await admin.request({
      method: 'PUT',
      url,
      payload: { credentials: { tenantKey: 't', apiKey: '' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(
      expect.arrayContaining(['credentials.apiKey', 'credentials.webhookSecret']),
    );
    const plain = await admin.request({
      method: 'PUT',
      url,
      payload: { base_url: 'http://crm.example.com/' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.base_url).toHaveLength(1);
    const status = await admin.request({ method: 'PUT', url, payload: { status_map: { blocked: 99999 } } });
    expect(status.statusCode).toBe(422);
    expect(status.json().errors['status_map.blocked']).toHaveLength(1);
    const first = await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/immolead`,
      payload: {},
    });
    expect(first.statusCode).toBe(422);
    expect(Object.keys(first.json().errors)).toEqual(['base_url', 'credentials']);
  });

  it('words the credentials’ field errors in the request’s language, under credentials.<field>', async () => {
    const url = `/api/projects/${ids.project}/crm/adlead`;
    const payload = {
      base_url: adlead.url,
      credentials: { tenantKey: 't', apiKey: ' ', webhookSecret: 'too-short' },
    };
    const english = await admin.request({
      method: 'PUT',
      url,
      headers: { 'accept-language': 'en' },
      payload,
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      'credentials.apiKey': ['The API key field is required.'],
      'credentials.webhookSecret': ['The webhook secret field must be at least 16 characters.'],
    });
    const french = await admin.request({ method: 'PUT', url, payload });
    expect(french.json().errors).toEqual({
      'credentials.apiKey': ['Le champ clé d’API est obligatoire.'],
      'credentials.webhookSecret': ['Le champ secret des webhooks doit contenir au moins 16 caractères.'],
    });
  });

  it('hides other corporations’ projects (404) and keeps connections to admins (403)', async () => {
    const outsider = await signedInAgent(lead.app, 'user@vitrine.test', FIXTURE_PASSWORD);
    expect((await sync(`/api/projects/${ids.project}/emerige`, outsider)).statusCode).toBe(404);
    expect((await sync(`/api/buildings/${ids.buildingA}/sync`, outsider)).statusCode).toBe(404);
    expect(
      (await outsider.request({ method: 'GET', url: `/api/projects/${ids.project}/crm/adlead` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `/api/projects/${ids.otherProject}/crm` })).statusCode,
    ).toBe(404);
    expect((await sync(`/api/projects/${ids.otherProject}/emerige`)).statusCode).toBe(404);

    const corporation = await lead.db
      .selectFrom('users')
      .select('corporation_id')
      .where('email', '=', 'admin@vitrine.test')
      .executeTakeFirstOrThrow();
    await buildUser(lead.db, {
      email: `seller-${dialect}@vitrine.test`,
      role: 4,
      corporation_id: corporation.corporation_id,
    });
    const seller = await signedInAgent(lead.app, `seller-${dialect}@vitrine.test`, FACTORY_PASSWORD);
    expect(
      (await seller.request({ method: 'GET', url: `/api/projects/${ids.project}/crm` })).statusCode,
    ).toBe(403);
    const put = await seller.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: { enabled: false },
    });
    expect(put.statusCode).toBe(403);
    expect(
      (await lead.app.inject({ method: 'POST', url: `/api/projects/${ids.project}/emerige` })).statusCode,
    ).toBe(419);
  });

  it('matches lots by external id then name, updates status, price and surface, and logs the run', async () => {
    const before = await publicUnit(lead.app, 'A01');
    expect(before).toMatchObject({ status_id: 1, price: 315000 });

    const response = await sync(`/api/projects/${ids.project}/emerige`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Sync done',
      counts: { created: 0, updated: 3, unchanged: 0, missing: 2, errors: 1 },
    });
    // Three pages of two lots: the fake answers fewer lots than asked.
    expect(
      adlead.requests.filter((request) => request.path.endsWith('/lots')).map((r) => r.query.get('page')),
    ).toEqual(['1', '2', '3']);
    expect(adlead.requests[0]!.headers['x-api-key']).toBe(adlead.apiKey);

    expect(await unitRow('A01')).toMatchObject({
      status_id: 2,
      external_id: 'L-A01',
      external_updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(Number((await unitRow('A01')).price)).toBe(320000);
    expect(Number((await unitRow('A01')).surface)).toBe(85);
    expect(await unitRow('A02')).toMatchObject({ status_id: 2, external_id: 'L-A02' });
    expect(await unitRow('A11')).toMatchObject({ status_id: 3, external_id: 'L-A11' });
    // sold: the public site gives no price any more
    expect(await publicUnit(lead.app, 'A01')).toMatchObject({ status_id: 2, price: null, surface: 85 });

    const runs = await admin.request({ method: 'GET', url: `/api/projects/${ids.project}/sync-runs` });
    const [run] = runs.json().data;
    const adminUser = await lead.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'admin@vitrine.test')
      .executeTakeFirstOrThrow();
    expect(ZSyncRun.safeParse(run).error).toBeUndefined();
    expect(run).toMatchObject({
      provider: 'adlead',
      status: 'succeeded',
      user_id: adminUser.id,
      user_name: adminUser.name,
      building_id: null,
    });
    expect(run.counts).toEqual({ created: 0, updated: 3, unchanged: 0, missing: 2, errors: 1 });
    const a01 = run.changes.find((change: { reference: string }) => change.reference === 'A01');
    expect(a01).toMatchObject({
      action: 'updated',
      changes: {
        status_id: [1, 2],
        price: [315000, 320000],
        surface: [84.5, 85],
        external_id: [null, 'L-A01'],
      },
    });
    expect(run.changes.find((change: { reference: string }) => change.reference === 'Z99')).toMatchObject({
      action: 'error',
      error: expect.stringContaining('unknown status "blocked"'),
    });
  });

  it('says unchanged on a second run', async () => {
    const response = await sync(`/api/projects/${ids.project}/emerige`);
    expect(response.json().counts).toEqual({ created: 0, updated: 0, unchanged: 3, missing: 2, errors: 1 });
  });

  it('creates missing units only when asked, on the floor of their Adlead id, parkings under their flat; never deletes', async () => {
    const countUnits = async () => (await lead.db.selectFrom('units').select('id').execute()).length;
    const before = await countUnits();
    await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: { status_map: { blocked: 7 } },
    });

    const response = await sync(`/api/projects/${ids.project}/emerige?create=1`);
    expect(response.json().counts).toEqual({ created: 3, updated: 0, unchanged: 3, missing: 0, errors: 0 });
    expect(await countUnits()).toBe(before + 3);
    const a14 = await unitRow('A14');
    const floorA1 = await lead.db
      .selectFrom('floors')
      .select('id')
      .where('adlead_id', '=', EXTERNAL.floorA1)
      .executeTakeFirstOrThrow();
    expect(a14).toMatchObject({ floor_id: floorA1.id, status_id: 1, bedrooms: 4, external_id: 'L-A14' });
    const p02 = await unitRow('P02');
    const annexFloor = await lead.db
      .selectFrom('floors')
      .select('id')
      .where('adlead_id', '=', EXTERNAL.floorAnnex)
      .executeTakeFirstOrThrow();
    expect(p02).toMatchObject({ floor_id: annexFloor.id, unit_id: a14.id, external_id: 'L-P02' });
    expect(await unitRow('Z99')).toMatchObject({ status_id: 7 });
    // Units Adlead does not know stay.
    for (const name of ['A12', 'A13', 'P01']) expect(await unitRow(name)).toBeTruthy();
  });

  it('maps statuses with the project’s override', async () => {
    const option = await lead.db
      .selectFrom('statuses')
      .select('id')
      .where('project_id', '=', ids.project)
      .executeTakeFirstOrThrow();
    const put = await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: { status_map: { blocked: 7, Option: option.id } },
    });
    expect(put.json().data.status_map).toEqual({ blocked: 7, Option: option.id });
    const response = await sync(`/api/projects/${ids.project}/emerige`);
    expect(response.json().counts.updated).toBe(1);
    expect(await unitRow('A11')).toMatchObject({ status_id: option.id });
  });

  it('syncs one building with its own lots only', async () => {
    adlead.lot(EXTERNAL.adleadProgram, 'L-P02').price_incl_vat = 31000;
    adlead.lot(EXTERNAL.adleadProgram, 'L-A02').price_incl_vat = 999999;
    adlead.requests.length = 0;
    const response = await sync(`/api/buildings/${ids.annex}/sync`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Sync done',
      counts: { updated: 1, errors: 0 },
    });
    expect(adlead.requests.every((request) => request.query.get('building_id') === EXTERNAL.annex)).toBe(
      true,
    );
    expect(Number((await unitRow('P02')).price)).toBe(31000);
    expect(Number((await unitRow('A02')).price)).toBe(420000);
    const run = await lead.db
      .selectFrom('sync_runs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ building_id: ids.annex, status: 'succeeded' });
    adlead.lot(EXTERNAL.adleadProgram, 'L-A02').price_incl_vat = 420000;
  });

  it('answers 502 and logs a failed run when Adlead times out, refuses the key or sends garbage', async () => {
    const url = `/api/projects/${ids.project}/emerige`;
    const a01 = await unitRow('A01');
    adlead.failNext({ kind: 'hang', delayMs: 1900 });
    const late = await sync(url);
    expect(late.statusCode).toBe(502);
    expect(late.json().message).toBe(
      'La synchronisation a échoué : Adlead est injoignable : pas de réponse, ou connexion impossible à son adresse.',
    );

    adlead.failNext({ kind: 'status', status: 401 }, { path: /lots$/ });
    const refused = await sync(url);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'La synchronisation a échoué : Adlead a répondu par une erreur (HTTP 401).',
    );

    adlead.failNext({ kind: 'malformed' });
    const garbage = await sync(url);
    expect(garbage.json().message).toContain('cannot be read');

    const runs = await lead.db.selectFrom('sync_runs').selectAll().orderBy('id', 'desc').limit(3).execute();
    expect(runs.map((run) => run.status)).toEqual(['failed', 'failed', 'failed']);
    expect(JSON.parse(runs[2]!.error!)).toEqual({
      key: 'api.crm.unreachable',
      params: { provider: 'Adlead' },
    });
    expect(await unitRow('A01')).toEqual(a01);
  });

  /** A sync run as runSync starts it, in "running" with this lease end. */
  const startedRun = (aliveUntil: string) =>
    lead.db
      .insertInto('sync_runs')
      .values({
        provider: 'adlead',
        project_id: ids.project,
        building_id: null,
        user_id: null,
        alive_until: aliveUntil,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('ends as failed a run cut off with its process once its lease has passed, and tells the admin', async () => {
    // as a process killed in the middle leaves it: started, never finished, its lease over
    const cut = await startedRun(new Date(Date.now() - 1000).toISOString());
    // another process's run, still being extended
    const live = await startedRun(new Date(Date.now() + 60_000).toISOString());
    try {
      expect(await failCutOffSyncRuns(lead.db)).toBe(1);
      const rows = await lead.db
        .selectFrom('sync_runs')
        .selectAll()
        .where('id', 'in', [cut.id, live.id])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.status)).toEqual(['failed', 'running']);
      expect(rows[0]!.finished_at).not.toBeNull();
      const listed = await admin.request({ method: 'GET', url: `/api/projects/${ids.project}/sync-runs` });
      const shown = (listed.json().data as { id: number; status: string; error: string | null }[]).find(
        (one) => one.id === cut.id,
      );
      expect(shown).toMatchObject({
        status: 'failed',
        error:
          'La synchronisation a été interrompue : le serveur s’est arrêté pendant qu’elle tournait. Rien n’en a été appliqué ; relancez-la.',
      });
    } finally {
      await lead.db.deleteFrom('sync_runs').where('id', 'in', [cut.id, live.id]).execute();
    }
  });

  it('keeps a run alive while it outlasts its lease, so that no process ends it', async () => {
    const leaseMs = 300;
    const { id } = await startedRun(firstLeaseEnd(leaseMs));
    let ended = 0;
    // the CRM takes more than three leases to answer, while the other processes sweep
    await whileAlive(
      lead.db,
      id,
      leaseMs,
      () => {},
      async () => {
        for (let look = 0; look < 10; look++) {
          await new Promise((resolve) => setTimeout(resolve, leaseMs / 3));
          ended += await failCutOffSyncRuns(lead.db);
        }
      },
    );
    const row = await lead.db
      .selectFrom('sync_runs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ended).toBe(0);
    expect(row.status).toBe('running');
    await lead.db.deleteFrom('sync_runs').where('id', '=', id).execute();
  });

  it('brings a change made in Adlead to GET /domain by the manual sync', async () => {
    adlead.lot(EXTERNAL.adleadProgram, 'L-A01').price_incl_vat = 299000;
    adlead.lot(EXTERNAL.adleadProgram, 'L-A01').status = 'available';
    adlead.lot(EXTERNAL.adleadProgram, 'L-A01').updated_at = '2026-02-01T10:00:00+01:00';
    const version = async () => {
      const { rows } = await sql<{ version: number }>`select version from content_versions`.execute(lead.db);
      return rows.reduce((sum, row) => sum + Number(row.version), 0);
    };
    const before = await version();
    const response = await sync(`/api/buildings/${ids.buildingA}/sync`);
    expect(response.json().counts.updated).toBe(1);
    // The cached public tree of the unit's domain is told it changed.
    expect(await version()).toBe(before + 1);
    expect(await publicUnit(lead.app, 'A01')).toMatchObject({ status_id: 1, price: 299000 });
    expect((await unitRow('A01')).external_updated_at).toBe('2026-02-01T09:00:00.000Z');
  });

  it('asks for a connection before syncing, and for the building’s Adlead id', async () => {
    await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: { enabled: false },
    });
    const none = await sync(`/api/projects/${ids.project}/emerige`);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.crm).toHaveLength(1);
    await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: { enabled: true },
    });
    await lead.db.updateTable('buildings').set({ adlead_id: null }).where('id', '=', ids.annex).execute();
    const noId = await sync(`/api/buildings/${ids.annex}/sync`);
    expect(noId.statusCode).toBe(422);
    expect(noId.json().errors.adlead_id).toHaveLength(1);
    await lead.db
      .updateTable('buildings')
      .set({ adlead_id: EXTERNAL.annex })
      .where('id', '=', ids.annex)
      .execute();
  });
});
