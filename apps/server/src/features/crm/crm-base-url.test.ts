import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { TestAgent } from '../auth/test-agent.ts';
import { useLeadApp } from '../leads/leads-test-kit.ts';
import { saveConnection } from './crm-connections.ts';
import { crmKeyOf } from './crm-secrets.ts';
import {
  adminAgent,
  CRM_TEST_ENV,
  type DemoIds,
  EXTERNAL,
  prepareDemoProject,
} from './testing/crm-test-kit.ts';
import { adleadLot, type FakeAdlead, startFakeAdlead } from './testing/fake-adlead.ts';
import { type FakeServer, headerOf, startFakeServer } from './testing/fake-server.ts';

// An admin's base URL is where the stored credentials go: a new address needs them again, and
// the server's own network (loopback, private ranges, cloud metadata) is out of reach.

const WEBHOOK_SECRET = 'adlead-webhook-secret-0123456789';
const UNREACHABLE_FR = 'Adlead est injoignable : pas de réponse, ou connexion impossible à son adresse.';

describe.each(testDatabases())('a CRM connection’s new base URL on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, CRM_TEST_ENV);
  let adlead: FakeAdlead;
  /** Another host, which must never receive the credentials given for Adlead's. */
  let other: FakeServer;
  let ids: DemoIds;
  let admin: TestAgent;
  const connection = () => `/api/projects/${ids.project}/crm/adlead`;
  const sync = () => admin.request({ method: 'POST', url: `/api/projects/${ids.project}/emerige` });

  beforeAll(async () => {
    adlead = await startFakeAdlead();
    other = await startFakeServer(() => ({ status: 200, json: { data: [] } }));
    ids = await prepareDemoProject(lead.db);
    admin = await adminAgent(lead.app);
    adlead.setLots(EXTERNAL.adleadProgram, [adleadLot('L-A01', 'A01')]);
    const created = await admin.request({
      method: 'PUT',
      url: connection(),
      payload: {
        base_url: adlead.url,
        credentials: { tenantKey: adlead.tenantKey, apiKey: adlead.apiKey, webhookSecret: WEBHOOK_SECRET },
      },
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await adlead.close();
    await other.close();
  });

  it('refuses a new base URL without the credentials and never sends the stored ones to it', async () => {
    const alone = await admin.request({ method: 'PUT', url: connection(), payload: { base_url: other.url } });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors).toEqual({
      'credentials.tenantKey': ['L’adresse de l’API change : saisissez à nouveau ce champ.'],
      'credentials.apiKey': ['L’adresse de l’API change : saisissez à nouveau ce champ.'],
      'credentials.webhookSecret': ['L’adresse de l’API change : saisissez à nouveau ce champ.'],
    });
    const english = await admin.request({
      method: 'PUT',
      url: connection(),
      headers: { 'accept-language': 'en' },
      payload: { base_url: `${other.url}/`, enabled: true },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors['credentials.apiKey']).toEqual([
      'The API address changes: enter this field again.',
    ]);

    expect((await sync()).statusCode).toBe(200);
    expect(other.requests).toHaveLength(0);
    expect(adlead.requests.at(-1)?.headers['x-api-key']).toBe(adlead.apiKey);
  });

  it('keeps the credentials when the same address is sent again, spelt differently', async () => {
    const same = await admin.request({
      method: 'PUT',
      url: connection(),
      payload: { base_url: `${adlead.url.replace('http', 'HTTP')}/`, enabled: true },
    });
    expect(same.statusCode).toBe(200);
    expect((await sync()).statusCode).toBe(200);
  });

  it('accepts the new address with credentials given again, and sends only those to it', async () => {
    const moved = await admin.request({
      method: 'PUT',
      url: connection(),
      payload: {
        base_url: other.url,
        credentials: { tenantKey: 'tenant-2', apiKey: 'key-for-the-new-host', webhookSecret: WEBHOOK_SECRET },
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await sync()).statusCode).toBe(200);
    expect(other.requests.length).toBeGreaterThan(0);
    for (const request of other.requests) {
      expect(headerOf(request, 'x-api-key')).toBe('key-for-the-new-host');
      expect(request.path.startsWith('/v1/tenant-2/')).toBe(true);
    }
  });

  it('answers a redirect with a 502 and does not follow it', async () => {
    const back = await admin.request({
      method: 'PUT',
      url: connection(),
      payload: {
        base_url: adlead.url,
        credentials: { tenantKey: adlead.tenantKey, apiKey: adlead.apiKey, webhookSecret: WEBHOOK_SECRET },
      },
    });
    expect(back.statusCode).toBe(200);
    const before = other.requests.length;
    adlead.failNext({ kind: 'status', status: 307, headers: { location: `${other.url}/v1/steal` } });
    const response = await sync();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'La synchronisation a échoué : Adlead a répondu par une redirection (HTTP 307), qui n’est pas suivie : vérifiez l’adresse de l’API.',
    );
    expect(other.requests).toHaveLength(before);
  });

  it('keeps the remote answer out of the 502, the sync runs and the stored error', async () => {
    adlead.failNext({
      kind: 'status',
      status: 500,
      text: JSON.stringify({ message: 'SECRET-BODY: stack trace of the internal service' }),
    });
    const failed = await sync();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'La synchronisation a échoué : Adlead a répondu par une erreur (HTTP 500).',
    );
    const english = await admin.request({
      method: 'GET',
      url: `/api/projects/${ids.project}/sync-runs`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data[0].error).toBe('Adlead answered with an error (HTTP 500).');
    const stored = await lead.db
      .selectFrom('sync_runs')
      .select('error')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const text of [failed.body, english.body, stored.error ?? ''])
      expect(text).not.toContain('SECRET-BODY');
  });
});

describe.each(testDatabases())('CRM calls to internal hosts on $name', ({ dialect }) => {
  const { CRM_ALLOW_PRIVATE_HOSTS: _allowed, ...closedEnv } = CRM_TEST_ENV;
  const lead = useLeadApp(dialect, closedEnv);
  let crm: FakeServer;
  let ids: DemoIds;
  let admin: TestAgent;

  beforeAll(async () => {
    crm = await startFakeServer(() => ({ status: 200, json: { data: [] } }));
    ids = await prepareDemoProject(lead.db);
    admin = await adminAgent(lead.app);
  });
  afterAll(() => crm.close());

  it('refuses a base URL naming loopback, private, link-local or metadata addresses', async () => {
    const port = new URL(crm.url).port;
    const internal = [
      crm.url,
      `http://localhost:${port}`,
      'https://localhost/',
      'https://api.localhost/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/',
      'https://172.16.4.2/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
      'https://[fe80::1]/',
      'https://[fd00:ec2::254]/',
    ];
    for (const base_url of internal) {
      const response = await admin.request({
        method: 'PUT',
        url: `/api/projects/${ids.project}/crm/emerige`,
        payload: { base_url, credentials: { apiKey: 'emerige-key' } },
      });
      expect(response.statusCode, base_url).toBe(422);
      expect(response.json().errors, base_url).toEqual({
        base_url: ['Cette adresse désigne le réseau interne du serveur : elle n’est pas autorisée.'],
      });
    }
    const english = await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/emerige`,
      headers: { 'accept-language': 'en' },
      payload: { base_url: 'https://169.254.169.254/', credentials: { apiKey: 'emerige-key' } },
    });
    expect(english.json().errors.base_url).toEqual([
      'This address names the server’s internal network: it is not allowed.',
    ]);
    expect(crm.requests).toHaveLength(0);
  });

  it('never calls a stored connection to an internal host, and says so as for any network failure', async () => {
    // A connection saved before this check, straight in the database.
    await saveConnection({ db: lead.db, key: crmKeyOf(lead.config) }, ids.project, 'adlead', {
      baseUrl: crm.url,
      credentials: { tenantKey: 'tenant', apiKey: 'stored-key', webhookSecret: WEBHOOK_SECRET },
    });
    const response = await admin.request({ method: 'POST', url: `/api/projects/${ids.project}/emerige` });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(`La synchronisation a échoué : ${UNREACHABLE_FR}`);
    expect(crm.requests).toHaveLength(0);
  });
});
