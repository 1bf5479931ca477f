import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, FIXTURE_PASSWORD, OTHER_HOST } from '../../test/demo-fixture.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { nextClientAddress, solveCaptcha, useLeadApp } from '../leads/leads-test-kit.ts';
import type { CrmWorker } from './crm-worker.ts';
import {
  adminAgent,
  CRM_TEST_ENV,
  type DemoIds,
  EXTERNAL,
  prepareDemoProject,
  sleep,
  testCrmWorker,
} from './testing/crm-test-kit.ts';
import { type FakeAdlead, startFakeAdlead } from './testing/fake-adlead.ts';
import {
  type FakeLeadCrm,
  type FakeUnlatch,
  startFakeEmerige,
  startFakeImmolead,
  startFakeUnlatch,
} from './testing/fake-lead-crms.ts';
import type { RecordedRequest } from './testing/fake-server.ts';

// biome-ignore lint/suspicious/noExplicitAny: provider bodies are read loosely in tests
type Json = Record<string, any>;

describe.each(testDatabases())('leads pushed to CRMs on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, CRM_TEST_ENV);
  let ids: DemoIds;
  let admin: TestAgent;
  let worker: CrmWorker;
  let adlead: FakeAdlead;
  let unlatch: FakeUnlatch;
  let immolead: FakeLeadCrm & { apiKey: string; customerKey: string };
  let emerige: FakeLeadCrm & { apiKey: string; endpoint: string };
  let sequence = 0;

  /** A visitor's contact form on the demo site; returns the stored contact id. */
  async function contactForm(email: string, host = DEMO_HOST): Promise<number> {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Lucie',
        last_name: 'Martin',
        email,
        phone: '+32 470 12 34 56',
        body: 'Je voudrais visiter.',
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode).toBe(200);
    const contact = await lead.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return contact.id;
  }

  const uniqueEmail = (label: string) => `${label}-${++sequence}-${dialect}@example.be`;
  const pushesOf = (contactId: number) =>
    lead.db
      .selectFrom('crm_outbox')
      .selectAll()
      .where('contact_id', '=', contactId)
      .orderBy('provider')
      .execute();
  const pushOf = async (contactId: number, provider: string) =>
    (await pushesOf(contactId)).find((row) => row.provider === provider)!;
  /** A push as the admin sees it (GET /api/contacts/{id}/crm, in French). */
  const shownPush = async (contactId: number, provider: string) =>
    (await admin.request({ method: 'GET', url: `/api/contacts/${contactId}/crm` }))
      .json()
      .data.find((push: { provider: string }) => push.provider === provider);
  const leadsOf = (crm: { leads: { leads: Json[] } }, email: string) =>
    crm.leads.leads.filter((body) => (body.contact?.email ?? body.email) === email);
  const callsFor = (crm: { requests: RecordedRequest[] }, email: string) =>
    crm.requests.filter((request) => JSON.stringify(request.json ?? {}).includes(email));
  /** Waits until the row's next attempt is due. */
  async function untilDue(contactId: number, provider: string) {
    const push = await pushOf(contactId, provider);
    await sleep(Math.max(0, Date.parse(push.next_attempt_at) - Date.now()) + 5);
  }

  beforeAll(async () => {
    [adlead, unlatch, immolead, emerige] = await Promise.all([
      startFakeAdlead(),
      startFakeUnlatch(),
      startFakeImmolead(),
      startFakeEmerige(),
    ]);
    adlead.setLots(EXTERNAL.adleadProgram, []);
    ids = await prepareDemoProject(lead.db);
    admin = await adminAgent(lead.app);
    const connect = async (provider: string, payload: Json) => {
      const response = await admin.request({
        method: 'PUT',
        url: `/api/projects/${ids.project}/crm/${provider}`,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    await connect('adlead', {
      base_url: adlead.url,
      credentials: {
        tenantKey: adlead.tenantKey,
        apiKey: adlead.apiKey,
        webhookSecret: 'adlead-webhook-secret-0123456789',
      },
    });
    await connect('unlatch', {
      base_url: `${unlatch.url}/api/v1/`,
      credentials: { email: unlatch.email, password: unlatch.password },
    });
    await connect('immolead', {
      base_url: immolead.url,
      credentials: { apiKey: immolead.apiKey, customerKey: immolead.customerKey },
    });
    await connect('emerige', { base_url: emerige.endpoint, credentials: { apiKey: emerige.apiKey } });
    worker = testCrmWorker(lead);
  });
  afterAll(async () => {
    await worker?.stop();
    await Promise.all([adlead, unlatch, immolead, emerige].map((crm) => crm?.close()));
  });

  it('queues a unit request for every connected CRM with the lead, and pushes it once to each in its own shape', async () => {
    const a01 = await ids.unit('A01');
    await lead.db.updateTable('units').set({ external_id: 'L-A01' }).where('id', '=', a01).execute();
    const email = uniqueEmail('sheet');
    const response = await lead.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Marie',
        last_name: 'Dupont',
        email,
        rgpd_acceptance: true,
        url: `http://${DEMO_HOST}/orbital/tilleuls/a/0/A01?utm_source=facebook&utm_medium=cpc&utm_campaign=printemps`,
        unit_id: a01,
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode).toBe(200);
    const contact = await lead.db
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(contact.crm_status).toBe('pending');
    const queued = await pushesOf(contact.id);
    expect(queued.map((row) => [row.provider, row.status])).toEqual([
      ['adlead', 'pending'],
      ['emerige', 'pending'],
      ['immolead', 'pending'],
      ['unlatch', 'pending'],
    ]);
    expect(new Set(queued.map((row) => row.idempotency_key)).size).toBe(4);

    expect(await worker.runOnce()).toMatchObject({ pushed: 4, retried: 0, failed: 0 });

    const [toAdlead] = leadsOf(adlead, email);
    expect(toAdlead).toMatchObject({
      contact: { lastname: 'Dupont', firstname: 'Marie', email, optin_email: true },
      lead: { lot_id: 'L-A01', source: 'facebook', medium: 'cpc', campaign: 'printemps' },
      external_reference: (await pushOf(contact.id, 'adlead')).idempotency_key,
    });
    expect(adlead.requests.at(-1)!.path).toBe(
      `/v1/${adlead.tenantKey}/programs/${EXTERNAL.adleadProgram}/leads`,
    );
    expect(leadsOf(unlatch, email)).toMatchObject([
      {
        programIds: [EXTERNAL.unlatchProgram],
        contact: { firstName: 'Marie', lastName: 'Dupont', email },
        origin: 'Vitrine',
        budget: { max: 315000 },
        desiredRoomCounts: [3],
        newsletterConsent: true,
        lots: [{ id: 'L-A01', reference: 'A01' }],
      },
    ]);
    expect(leadsOf(immolead, email)).toMatchObject([
      {
        contact: { firstname: 'Marie', lastname: 'Dupont', email },
        event: {
          productid: EXTERNAL.immoleadProduct,
          type: 'info',
          medium: 'cpc',
          source: 'facebook',
          campaign: 'printemps',
        },
        search: { lot: 'A01', rooms: 3, budgetmax: 315000 },
      },
    ]);
    expect(leadsOf(emerige, email)).toMatchObject([
      { programme: EXTERNAL.emerigeProgramme, lot: { reference: 'A01' } },
    ]);

    const pushed = await admin.request({ method: 'GET', url: `/api/contacts/${contact.id}/crm` });
    expect(pushed.json().data).toEqual(
      ['adlead', 'emerige', 'immolead', 'unlatch'].map((provider) =>
        expect.objectContaining({ provider, status: 'pushed', attempts: 1, last_error: null }),
      ),
    );
    expect(pushed.json().data[0].external_id).toMatch(/^ADL-LEAD-/);
    expect(
      (
        await lead.db
          .selectFrom('contacts')
          .selectAll()
          .where('id', '=', contact.id)
          .executeTakeFirstOrThrow()
      ).crm_status,
    ).toBe('pushed');
    expect(await worker.runOnce()).toMatchObject({ pushed: 0, retried: 0, failed: 0 });
  });

  it('pushes a contact sent from a unit’s sheet with its lot', async () => {
    const a01 = await ids.unit('A01');
    await lead.db.updateTable('units').set({ external_id: 'L-A01' }).where('id', '=', a01).execute();
    const email = uniqueEmail('contact-unit');
    const response = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Lucie',
        last_name: 'Martin',
        email,
        body: 'Est-il encore libre ?',
        unit_id: a01,
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await worker.runOnce()).toMatchObject({ pushed: 4, retried: 0, failed: 0 });
    expect(leadsOf(adlead, email)).toMatchObject([{ lead: { lot_id: 'L-A01' } }]);
    expect(leadsOf(unlatch, email)).toMatchObject([{ lots: [{ id: 'L-A01', reference: 'A01' }] }]);
    expect(leadsOf(immolead, email)).toMatchObject([{ search: { lot: 'A01' } }]);
    expect(leadsOf(emerige, email)).toMatchObject([{ lot: { reference: 'A01' } }]);
  });

  it('delivers a lead created while a CRM is down exactly once after it comes back', async () => {
    adlead.goDown({ kind: 'status', status: 503 }, /leads$/);
    const email = uniqueEmail('down');
    const contact = await contactForm(email);
    expect(await worker.runOnce()).toMatchObject({ pushed: 3, retried: 1 });
    await untilDue(contact, 'adlead');
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });

    const waiting = await admin.request({ method: 'GET', url: `/api/contacts/${contact}/crm` });
    expect(waiting.json().data[0]).toMatchObject({
      provider: 'adlead',
      status: 'pending',
      attempts: 2,
      last_error: 'Adlead a répondu par une erreur (HTTP 503).',
    });
    expect(
      await lead.db.selectFrom('contacts').selectAll().where('id', '=', contact).executeTakeFirstOrThrow(),
    ).toMatchObject({
      crm_status: 'pending',
      crm_attempts: 5,
    });

    adlead.recover();
    await untilDue(contact, 'adlead');
    expect(await worker.runOnce()).toMatchObject({ pushed: 1 });
    expect(await worker.runOnce()).toMatchObject({ pushed: 0, retried: 0 });
    expect(leadsOf(adlead, email)).toHaveLength(1);
    expect(callsFor(adlead, email)).toHaveLength(3);
    expect(await pushOf(contact, 'adlead')).toMatchObject({
      status: 'pushed',
      attempts: 3,
      last_error: null,
    });
  });

  it('retries a push that timed out with the same idempotency key, and the CRM keeps one lead', async () => {
    emerige.failNext({ kind: 'slow-after-work', delayMs: 1900 });
    const email = uniqueEmail('timeout');
    const contact = await contactForm(email);
    expect(await worker.runOnce()).toMatchObject({ pushed: 3, retried: 1 });
    expect((await shownPush(contact, 'emerige')).last_error).toBe(
      'Emerige est injoignable : pas de réponse, ou connexion impossible à son adresse.',
    );
    await untilDue(contact, 'emerige');
    expect(await worker.runOnce()).toMatchObject({ pushed: 1 });
    const calls = callsFor(emerige, email);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    expect(leadsOf(emerige, email)).toHaveLength(1);
  });

  it('waits as long as a 429 Retry-After says before trying again', async () => {
    immolead.failNext({ kind: 'status', status: 429, headers: { 'retry-after': '1' } });
    const email = uniqueEmail('busy');
    const contact = await contactForm(email);
    const before = Date.now();
    await worker.runOnce();
    const push = await pushOf(contact, 'immolead');
    expect(push).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(push.next_attempt_at) - before).toBeGreaterThanOrEqual(950);
    expect(await worker.runOnce()).toMatchObject({ pushed: 0, retried: 0 });
    await untilDue(contact, 'immolead');
    expect(await worker.runOnce()).toMatchObject({ pushed: 1 });
    expect(leadsOf(immolead, email)).toHaveLength(1);
  });

  it('exchanges the Unlatch key again once when its token expired (401)', async () => {
    unlatch.expireTokens();
    const tokensBefore = unlatch.issued.length;
    const email = uniqueEmail('token');
    const contact = await contactForm(email);
    expect(await worker.runOnce()).toMatchObject({ pushed: 4 });
    expect(unlatch.issued.length).toBe(tokensBefore + 1);
    const imports = callsFor(unlatch, email).map((call) => call.headers.authorization);
    expect(imports).toEqual([
      `Bearer ${unlatch.issued[tokensBefore - 1]}`,
      `Bearer ${unlatch.issued.at(-1)}`,
    ]);
    expect(await pushOf(contact, 'unlatch')).toMatchObject({ status: 'pushed', attempts: 1 });
  });

  it('keeps a lead pending while Unlatch refuses the password, and sends it once the admin fixes it', async () => {
    const url = `/api/projects/${ids.project}/crm/unlatch`;
    await admin.request({
      method: 'PUT',
      url,
      payload: { credentials: { email: unlatch.email, password: 'wrong' } },
    });
    unlatch.expireTokens();
    const email = uniqueEmail('password');
    const contact = await contactForm(email);
    await worker.runOnce();
    expect(await pushOf(contact, 'unlatch')).toMatchObject({
      status: 'pending',
      last_error: 'Unlatch refused the e-mail and password of the key exchange',
    });
    await admin.request({
      method: 'PUT',
      url,
      payload: { credentials: { email: unlatch.email, password: unlatch.password } },
    });
    await untilDue(contact, 'unlatch');
    expect(await worker.runOnce()).toMatchObject({ pushed: 1 });
    expect(leadsOf(unlatch, email)).toHaveLength(1);
  });

  it('counts a 2xx answer it cannot read as delivered and does not send it again', async () => {
    adlead.failNext({ kind: 'malformed' }, { path: /leads$/ });
    const email = uniqueEmail('garbled');
    const contact = await contactForm(email);
    expect(await worker.runOnce()).toMatchObject({ pushed: 4 });
    expect(await pushOf(contact, 'adlead')).toMatchObject({
      status: 'pushed',
      external_id: null,
      last_error: 'Adlead accepted the lead without a readable id',
    });
    expect(callsFor(adlead, email)).toHaveLength(1);
  });

  it('gives up on a lead the CRM rejects (422) and sends it again from the project’s sync link', async () => {
    emerige.failNext({ kind: 'status', status: 422, text: JSON.stringify({ message: 'phone is invalid' }) });
    const email = uniqueEmail('rejected');
    const contact = await contactForm(email);
    expect(await worker.runOnce()).toMatchObject({ pushed: 3, failed: 1 });
    expect(await shownPush(contact, 'emerige')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Emerige a répondu par une erreur (HTTP 422).',
    });
    expect((await pushOf(contact, 'emerige')).last_error).not.toContain('phone is invalid');
    expect(
      (await lead.db.selectFrom('contacts').selectAll().where('id', '=', contact).executeTakeFirstOrThrow())
        .crm_status,
    ).toBe('failed');

    const sync = await admin.request({ method: 'POST', url: `/api/projects/${ids.project}/emerige` });
    expect(sync.json()).toMatchObject({ status: 'success', message: 'Sync done', requeued_pushes: 1 });
    expect(await worker.runOnce()).toMatchObject({ pushed: 1 });
    expect(await pushOf(contact, 'emerige')).toMatchObject({ status: 'pushed', attempts: 2 });
    expect(leadsOf(emerige, email)).toHaveLength(1);
  });

  it('sends each lead once when two server processes work the outbox at the same time', async () => {
    const emails = [uniqueEmail('race'), uniqueEmail('race'), uniqueEmail('race')];
    for (const email of emails) await contactForm(email);
    const other = testCrmWorker(lead);
    const runs = await Promise.all([worker.runOnce(), other.runOnce()]);
    expect(runs[0].pushed + runs[1].pushed).toBe(12);
    for (const crm of [adlead, unlatch, immolead, emerige]) {
      for (const email of emails) {
        expect(callsFor(crm, email)).toHaveLength(1);
        expect(leadsOf(crm, email)).toHaveLength(1);
      }
    }
  });

  it('skips the leads of a project without any CRM', async () => {
    const email = uniqueEmail('nocrm');
    const contact = await contactForm(email, OTHER_HOST);
    expect(await pushesOf(contact)).toEqual([]);
    expect(
      (await lead.db.selectFrom('contacts').selectAll().where('id', '=', contact).executeTakeFirstOrThrow())
        .crm_status,
    ).toBe('skipped');
  });

  it('marks a contact an admin adds by hand as sent to no CRM, and keeps a lead’s state when it is edited', async () => {
    const project = await lead.db
      .selectFrom('projects')
      .select('domain_id')
      .where('id', '=', ids.project)
      .executeTakeFirstOrThrow();
    const added = await admin.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { domain_id: project.domain_id, project_id: ids.project, email: uniqueEmail('by-hand') },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.crm_status).toBe('skipped');
    expect(await pushesOf(added.json().data.id)).toEqual([]);

    const pushed = await lead.db
      .selectFrom('contacts')
      .select(['id', 'crm_status'])
      .where('project_id', '=', ids.project)
      .where('crm_status', '!=', 'skipped')
      .executeTakeFirstOrThrow();
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/contacts/${pushed.id}`,
      payload: { status_id: 1 },
    });
    expect(edited.json().data.crm_status).toBe(pushed.crm_status);
  });

  it('shows a contact’s pushes only within the corporation', async () => {
    const contact = await lead.db
      .selectFrom('contacts')
      .select('id')
      .where('project_id', '=', ids.project)
      .executeTakeFirstOrThrow();
    const outsider = await signedInAgent(lead.app, 'user@vitrine.test', FIXTURE_PASSWORD);
    expect(
      (await outsider.request({ method: 'GET', url: `/api/contacts/${contact.id}/crm` })).statusCode,
    ).toBe(404);
    expect(
      (await lead.app.inject({ method: 'GET', url: `/api/contacts/${contact.id}/crm` })).statusCode,
    ).toBe(401);
  });
  it('on shutdown finishes the push in hand and gives the rest back, which another process pushes at once', async () => {
    const crms = [adlead, unlatch, immolead, emerige];
    // Every CRM answers 250 ms after doing its work: a batch of 8 pushes takes about 2 s.
    for (const crm of crms) crm.goDown({ kind: 'slow-after-work', delayMs: 250 });
    const emails = [uniqueEmail('shutdown'), uniqueEmail('shutdown')];
    const contacts = [await contactForm(emails[0]!), await contactForm(emails[1]!)];
    const leadsOfAll = () =>
      crms.reduce(
        (count, crm) => count + emails.reduce((sum, email) => sum + leadsOf(crm, email).length, 0),
        0,
      );
    const stopping = testCrmWorker(lead, { pollMs: 60_000 });
    try {
      stopping.start();
      while (leadsOfAll() === 0) await sleep(10);
      const asked = Date.now();
      await stopping.stop();
      expect(Date.now() - asked).toBeLessThan(1000);
    } finally {
      for (const crm of crms) crm.recover();
    }
    const left = (await Promise.all(contacts.map(pushesOf))).flat().filter((row) => row.status === 'pending');
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.locked_until === null && row.attempts === 0)).toBe(true);

    await worker.runOnce();
    for (const contact of contacts)
      expect((await pushesOf(contact)).map((row) => row.status)).toEqual([
        'pushed',
        'pushed',
        'pushed',
        'pushed',
      ]);
    for (const crm of crms) for (const email of emails) expect(leadsOf(crm, email)).toHaveLength(1);
  });
});
