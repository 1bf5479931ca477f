import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useLeadApp } from '../leads/leads-test-kit.ts';
import type { CrmWorker } from './crm-worker.ts';
import { adleadSignature } from './providers/adlead.ts';
import {
  adminAgent,
  CRM_TEST_ENV,
  type DemoIds,
  EXTERNAL,
  prepareDemoProject,
  publicUnit,
  sleep,
  testCrmWorker,
} from './testing/crm-test-kit.ts';
import { adleadLot, type FakeAdlead, startFakeAdlead } from './testing/fake-adlead.ts';

const SECRET = 'adlead-webhook-secret-0123456789';
const PROGRAM = EXTERNAL.adleadProgram;

describe.each(testDatabases())('Adlead webhooks on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, CRM_TEST_ENV);
  let adlead: FakeAdlead;
  let ids: DemoIds;
  let worker: CrmWorker;
  let webhookUrl: string;

  const events = (eventId: string) =>
    lead.db.selectFrom('crm_webhook_events').selectAll().where('event_id', '=', eventId).execute();
  const unitRow = (name: string) =>
    lead.db.selectFrom('units').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  /** Polls GET /domain until `check` holds; returns how long it took. */
  async function untilPublic(
    name: string,
    check: (unit: { status_id: number; price: number }) => boolean,
  ): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < 3000) {
      if (check(await publicUnit(lead.app, name))) return Date.now() - start;
      await sleep(20);
    }
    throw new Error(`GET /domain never showed the change of ${name}`);
  }

  function lotEvent(id: string, lot: Record<string, unknown>, at: string, event = 'lot:updated') {
    return { id, event, created_at: at, data: { lot: { ...lot, updated_at: at } } };
  }

  beforeAll(async () => {
    adlead = await startFakeAdlead();
    ids = await prepareDemoProject(lead.db);
    adlead.setLots(PROGRAM, [
      adleadLot('W-A01', 'A01', { price_incl_vat: 315000, surface: 84.5 }),
      adleadLot('W-A02', 'A02', { status: 'sold', price_incl_vat: 420000, surface: 84.5 }),
    ]);
    const admin = await adminAgent(lead.app);
    const put = await admin.request({
      method: 'PUT',
      url: `/api/projects/${ids.project}/crm/adlead`,
      payload: {
        base_url: adlead.url,
        credentials: { tenantKey: adlead.tenantKey, apiKey: adlead.apiKey, webhookSecret: SECRET },
      },
    });
    // Links the units to their lots.
    expect(
      (await admin.request({ method: 'POST', url: `/api/projects/${ids.project}/emerige` })).statusCode,
    ).toBe(200);
    await lead.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = lead.app.server.address() as AddressInfo;
    webhookUrl = (put.json().data.webhook_url as string).replace(
      /^https?:\/\/[^/]+/,
      `http://127.0.0.1:${port}`,
    );
    adlead.setWebhook(webhookUrl, SECRET);
    worker = testCrmWorker(lead);
    worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await adlead.close();
  });

  it('brings a price change made in Adlead to GET /domain within a second', async () => {
    const deliveries = await adlead.changeLot(PROGRAM, 'W-A01', { price_incl_vat: 333000, surface: 86 });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([202]);
    const took = await untilPublic('A01', (unit) => unit.price === 333000);
    expect(took).toBeLessThan(1000);
    const [stored] = await events(deliveries[0]!.eventId);
    expect(stored).toMatchObject({ event_type: 'lot:updated', status: 'applied', attempts: 1 });
  });

  it('brings a status change (lot:status-updated) to GET /domain within a second', async () => {
    const deliveries = await adlead.changeLot(PROGRAM, 'W-A01', { status: 'reserved' });
    const [stored] = await events(deliveries[0]!.eventId);
    expect(stored!.event_type).toBe('lot:status-updated');
    expect(await untilPublic('A01', (unit) => unit.status_id === 3)).toBeLessThan(1000);
    // A status event carries no price: the price stays.
    expect(Number((await unitRow('A01')).price)).toBe(333000);
  });

  it('answers a duplicate or replayed delivery 200 without doing the work again', async () => {
    const event = lotEvent(
      'evt-dup',
      { id: 'W-A02', status: 'available' },
      new Date().toISOString(),
      'lot:status-updated',
    );
    const first = await adlead.deliver(event);
    expect(first.map((delivery) => delivery.status)).toEqual([202]);
    await untilPublic('A02', (unit) => unit.status_id === 1);
    await lead.db.updateTable('units').set({ status_id: 2 }).where('name', '=', 'A02').execute();

    const again = await adlead.deliver(event);
    expect(again.map((delivery) => delivery.status)).toEqual([200]);
    await sleep(150);
    expect((await unitRow('A02')).status_id).toBe(2);
    expect(await events('evt-dup')).toHaveLength(1);
  });

  it('refuses a bad signature with 401, which Adlead retries 3 times, and stores nothing', async () => {
    const event = lotEvent('evt-forged', { id: 'W-A01', price_incl_vat: 1 }, new Date().toISOString());
    const forged = await adlead.deliver(event, { secret: 'not-the-secret-not-the-secret' });
    expect(forged.map((delivery) => delivery.status)).toEqual([401, 401, 401, 401]);
    const garbled = await adlead.deliver({ ...event, id: 'evt-garbled' }, { signature: 'sha256=zz' });
    expect(garbled[0]!.status).toBe(401);
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(await events('evt-forged')).toHaveLength(0);
    expect(Number((await unitRow('A01')).price)).toBe(333000);
  });

  it('checks the signature over the raw bytes, not a re-serialised body', async () => {
    const at = new Date().toISOString();
    // Same JSON, other spacing: signed as sent, so it must be accepted as sent.
    const body = `{ "id": "evt-raw",  "event": "lot:updated", "created_at": "${at}", "data": {"lot": {"id": "W-A02", "surface": 90, "updated_at": "${at}"}} }`;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', signature: adleadSignature(SECRET, body) },
      body,
    });
    expect(response.status).toBe(202);
    await untilPublic('A02', () => true);
    expect(await events('evt-raw')).toHaveLength(1);
  });

  it('ignores an event older than the last change applied to the unit (out of order)', async () => {
    const newer = new Date(Date.now() + 60_000).toISOString();
    const older = new Date(Date.now() + 30_000).toISOString();
    // available again, so that the public site gives its price
    await adlead.deliver(
      lotEvent('evt-new', { id: 'W-A01', status: 'available', price_incl_vat: 350000 }, newer),
    );
    await untilPublic('A01', (unit) => unit.price === 350000);
    await adlead.deliver(lotEvent('evt-old', { id: 'W-A01', price_incl_vat: 340000 }, older));
    let old = (await events('evt-old'))[0]!;
    for (let i = 0; i < 100 && old.status === 'pending'; i += 1) {
      await sleep(20);
      old = (await events('evt-old'))[0]!;
    }
    expect(old).toMatchObject({
      status: 'ignored',
      outcome: 'older than the last change applied to the unit',
    });
    expect(Number((await unitRow('A01')).price)).toBe(350000);
    expect((await unitRow('A01')).external_updated_at).toBe(newer);
  });

  it('answers 400 to a signed but malformed body, 404 to an unknown connection, 200 to an event it does not handle', async () => {
    const send = (url: string, body: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature: adleadSignature(SECRET, body) },
        body,
      });
    expect((await send(webhookUrl, '{"id": "evt-bad", "event": "lot:updated"}')).status).toBe(400);
    expect((await send(webhookUrl, 'not json')).status).toBe(400);
    expect((await send(webhookUrl.replace(/\d+$/, '999999'), '{}')).status).toBe(404);
    expect((await send(webhookUrl.replace('/adlead/', '/unlatch/'), '{}')).status).toBe(404);
    const other = {
      id: 'evt-contact',
      event: 'contact:created',
      created_at: new Date().toISOString(),
      data: { lot: { id: 'x' } },
    };
    expect((await send(webhookUrl, JSON.stringify(other))).status).toBe(200);
    expect(await events('evt-contact')).toMatchObject([
      { status: 'ignored', outcome: 'event type not handled' },
    ]);
  });

  it('answers 202 at once and leaves the work to the durable queue, done by the worker later', async () => {
    await worker.stop();
    try {
      const at = new Date(Date.now() + 120_000).toISOString();
      const [delivery] = await adlead.deliver(
        lotEvent('evt-queued', { id: 'W-A02', price_incl_vat: 444000 }, at),
      );
      expect(delivery!.status).toBe(202);
      expect((await events('evt-queued'))[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(Number((await unitRow('A02')).price)).toBe(420000);
      expect(await worker.runOnce()).toMatchObject({ events: 1 });
      expect((await events('evt-queued'))[0]).toMatchObject({ status: 'applied' });
      expect(Number((await unitRow('A02')).price)).toBe(444000);
    } finally {
      worker.start();
    }
  });

  it('records an event for a lot without a unit as ignored, and an unknown status as failed', async () => {
    const at = new Date(Date.now() + 180_000).toISOString();
    await adlead.deliver(lotEvent('evt-nounit', { id: 'W-NONE', status: 'sold' }, at, 'lot:status-updated'));
    await adlead.deliver(lotEvent('evt-weird', { id: 'W-A02', status: 'frozen' }, at, 'lot:status-updated'));
    for (let i = 0; i < 100; i += 1) {
      const rows = [...(await events('evt-nounit')), ...(await events('evt-weird'))];
      if (rows.every((row) => row.status !== 'pending')) break;
      await sleep(20);
    }
    expect((await events('evt-nounit'))[0]).toMatchObject({
      status: 'ignored',
      outcome: 'no unit for lot W-NONE',
    });
    expect((await events('evt-weird'))[0]).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('unknown status "frozen"'),
    });
  });
  it('keeps the events sent to a paused connection without applying them', async () => {
    await lead.db.updateTable('crm_connections').set({ enabled: 0 }).execute();
    try {
      const at = new Date(Date.now() + 240_000).toISOString();
      const [delivery] = await adlead.deliver(lotEvent('evt-paused', { id: 'W-A02', price_incl_vat: 1 }, at));
      expect(delivery!.status).toBe(200);
      expect((await events('evt-paused'))[0]).toMatchObject({
        status: 'ignored',
        outcome: 'connection disabled',
      });
      expect(Number((await unitRow('A02')).price)).toBe(444000);
    } finally {
      await lead.db.updateTable('crm_connections').set({ enabled: 1 }).execute();
    }
  });
});
