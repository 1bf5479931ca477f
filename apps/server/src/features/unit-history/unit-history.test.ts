import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { applyLots } from '../crm/lot-sync.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { createUnitWebhookWorker } from './unit-webhook-worker.ts';

const quiet = { info() {}, warn() {}, error() {} };

/** The developer's own system: answers 500 to the first call, 200 after, and keeps what it got. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = received.length === 1 ? 500 : 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/vitrine-hook`, close: () => server.close() };
}

describe.each(testDatabases())('unit history and its webhook on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { env: { CRM_ALLOW_PRIVATE_HOSTS: '1' } });
  let mine: CorporationTree;
  let other: CorporationTree;
  let admin: TestAgent;
  let sales: TestAgent;
  let stranger: TestAgent;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'hist');
    other = await buildCorporationTree(ctx.db, 'nosy');
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
    sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    stranger = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  const hookUrl = () => `/api/corporations/${mine.corporation}/unit-webhook`;
  const rows = (unitId: number) =>
    ctx.db.selectFrom('unit_changes').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();

  it('gives a corporation’s admin its webhook and secret, never a sales user or another corporation', async () => {
    const shown = await admin.request({ method: 'GET', url: hookUrl() });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ url: '', enabled: false, deliveries: [] });
    expect(shown.json().data.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect((await sales.request({ method: 'GET', url: hookUrl() })).statusCode).toBe(403);
    expect((await stranger.request({ method: 'GET', url: hookUrl() })).statusCode).toBe(404);
    const forged = await stranger.request({
      method: 'PUT',
      url: hookUrl(),
      payload: { url: 'https://evil.example/hook', enabled: true },
    });
    expect(forged.statusCode).toBe(404);
    const noToken = await admin.request({
      method: 'PUT',
      url: hookUrl(),
      headers: { 'x-xsrf-token': 'forged' },
      payload: { url: 'https://evil.example/hook', enabled: true },
    });
    expect(noToken.statusCode).toBe(419);
    const renewed = await admin.request({ method: 'POST', url: `${hookUrl()}/secret` });
    expect(renewed.json().data.secret).not.toBe(shown.json().data.secret);
    const bad = await admin.request({
      method: 'PUT',
      url: hookUrl(),
      payload: { url: 'ftp://x', enabled: true },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.url).toBeDefined();
  });

  it('keeps a person’s price and status changes (not an unchanged value) with who and when', async () => {
    const saved = await sales.request({
      method: 'PUT',
      url: `/api/units/${mine.unit}`,
      payload: { price: 123000, status_id: 2, surface: 50 },
    });
    expect(saved.statusCode).toBe(200);
    await sales.request({ method: 'PUT', url: `/api/units/${mine.unit}`, payload: { price: 123000 } });
    const kept = await rows(mine.unit);
    expect(
      kept.map((row) => [row.field, Number(row.from_value), Number(row.to_value), row.source, row.user_id]),
    ).toEqual([
      ['status_id', mine.status, 2, 'person', mine.user],
      ['price', 100000, 123000, 'person', mine.user],
    ]);
    const shown = await admin.request({ method: 'GET', url: `/api/units/${mine.unit}/history?locale=en` });
    expect(shown.json().data[1]).toMatchObject({
      field: 'status_id',
      from_label: 'Option hist (en)',
      to_label: 'Sold',
    });
    expect(
      (await stranger.request({ method: 'GET', url: `/api/units/${mine.unit}/history` })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.request({ method: 'GET', url: `/api/floors/${mine.floor}/history` })).statusCode,
    ).toBe(404);
  });

  it('keeps a CRM sync’s changes with the source "crm"', async () => {
    await ctx.db.transaction().execute((trx) =>
      applyLots(trx, [{ externalId: 'LOT-9', reference: 'HISTP1', status: 'reserved', price: 15000 }], {
        scope: { projectId: mine.project, buildingId: null },
        statusMap: {},
        create: false,
      }),
    );
    const kept = await rows(mine.childUnit);
    expect(kept.map((row) => [row.field, row.source, row.user_id])).toEqual([
      ['status_id', 'crm', null],
      ['price', 'crm', null],
    ]);
    const floor = await admin.request({ method: 'GET', url: `/api/floors/${mine.floor}/history` });
    expect(floor.json().data[0]).toMatchObject({
      unit_name: 'HISTP1',
      field: 'price',
      from: null,
      to: 15000,
      source: 'crm',
      user: null,
    });
  });

  it('sends each change to the webhook signed with the secret, and tries again after a failure', async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: hookUrl(),
      payload: { url: receiver.url, enabled: true },
    });
    expect(saved.statusCode).toBe(200);
    const { secret } = saved.json().data as { secret: string };
    await sales.request({ method: 'PUT', url: `/api/units/${mine.unit}`, payload: { price: 125000 } });
    const worker = createUnitWebhookWorker({
      db: ctx.db,
      config: ctx.config,
      log: quiet,
      retry: { backoffMs: 0 },
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
    const { headers, body } = receiver.received[1]!;
    const timestamp = headers['x-vitrine-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(headers['x-vitrine-signature']).toBe(`sha256=${expected}`);
    expect(headers['x-vitrine-event']).toBe('unit.changes');
    expect(JSON.parse(body)).toMatchObject({
      event: 'unit.changes',
      corporation_id: mine.corporation,
      changes: [
        {
          unit: { id: mine.unit, name: 'HIST01', project_id: mine.project },
          field: 'price',
          from: 123000,
          to: 125000,
          source: 'person',
          user: { id: mine.user, name: mine.userEmail },
        },
      ],
    });
    const shown = await admin.request({ method: 'GET', url: hookUrl() });
    expect(shown.json().data.deliveries[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends a change as soon as it is saved, without waiting for the next poll', async () => {
    await admin.request({ method: 'PUT', url: hookUrl(), payload: { url: receiver.url, enabled: true } });
    const worker = createUnitWebhookWorker({
      db: ctx.db,
      config: ctx.config,
      log: quiet,
      retry: { backoffMs: 0 },
      pollMs: 600_000,
    });
    worker.start();
    try {
      // the first run at start has worked what was queued before: only a wake-up can send the next
      await worker.runOnce();
      const before = receiver.received.length;
      const saved = await sales.request({
        method: 'PUT',
        url: `/api/units/${mine.unit}`,
        payload: { price: 131000 },
      });
      expect(saved.statusCode).toBe(200);
      await expect
        .poll(() => receiver.received.slice(before).map((call) => JSON.parse(call.body).changes[0].to), {
          timeout: 5_000,
        })
        .toContain(131000);
    } finally {
      await worker.stop();
    }
  });
});

describe('a webhook address on the server’s own network', () => {
  const ctx = useTestApp('sqlite');
  it('is refused unless CRM_ALLOW_PRIVATE_HOSTS is set', async () => {
    const tree = await buildCorporationTree(ctx.db, 'ssrf');
    const admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    for (const url of ['http://127.0.0.1:8080/x', 'http://169.254.169.254/latest', 'http://localhost/x']) {
      const response = await admin.request({
        method: 'PUT',
        url: `/api/corporations/${tree.corporation}/unit-webhook`,
        payload: { url, enabled: true },
      });
      expect(response.statusCode).toBe(422);
    }
  });
});
