import type { TAnalyticsReport } from '@vitrine/core/analytics/analytics-report';
import { dayOf } from '@vitrine/core/analytics/visitor-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, demoFixture, FIXTURE_PASSWORD, OTHER_HOST } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { nextClientAddress, PDF_BYTES, solveCaptcha } from '../leads/leads-test-kit.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(testDatabases())('visitor analytics on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, {
    seed: demoFixture,
    storageFiles: { 'files/blueprints/a01.pdf': PDF_BYTES },
    webFiles: { 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' },
  });
  let admin: TestAgent;
  let otherUser: TestAgent;
  let demo: number;
  let other: number;
  const unit: Record<string, number> = {};

  beforeAll(async () => {
    const domains = await ctx.db.selectFrom('domains').select(['id', 'host']).execute();
    demo = domains.find((domain) => domain.host === DEMO_HOST)!.id;
    other = domains.find((domain) => domain.host === OTHER_HOST)!.id;
    for (const row of await ctx.db.selectFrom('units').select(['id', 'name']).execute())
      unit[row.name] = row.id;
    admin = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    otherUser = await signedInAgent(ctx.app, 'user@vitrine.test', FIXTURE_PASSWORD);
  });

  const beacon = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextClientAddress(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/beacons',
      headers: { host: DEMO_HOST, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      remoteAddress,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  async function report(agent: TestAgent, query: string): Promise<TAnalyticsReport> {
    const response = await agent.request({ method: 'GET', url: `/api/analytics?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it('counts the units opened that a beacon reports, per unit, for the day', async () => {
    const before = await report(admin, `filter[domain_id]=${demo}`);
    const response = await beacon({
      events: [
        { kind: 'unit_opened', unit_id: unit.A01 },
        { kind: 'unit_opened', unit_id: unit.A02 },
        { kind: 'unit_opened', unit_id: unit.A01 },
        { kind: 'favourite_added', unit_id: unit.A01 },
        { kind: 'comparison_opened' },
      ],
    });
    expect(response.statusCode).toBe(204);
    const after = await report(admin, `filter[domain_id]=${demo}`);
    expect(after.totals.unit_opened - before.totals.unit_opened).toBe(3);
    expect(after.totals.favourite_added - before.totals.favourite_added).toBe(1);
    expect(after.totals.comparison_opened - before.totals.comparison_opened).toBe(1);
    const today = after.days.find((day) => day.day === dayOf(new Date()))!;
    expect(today.counts.unit_opened).toBeGreaterThanOrEqual(3);
    const a01 = after.units.find((interest) => interest.id === unit.A01)!;
    expect(a01).toMatchObject({ name: 'Appartement A01', status: 'available', opened: 2, favourites: 1 });
    expect(after.units.find((interest) => interest.id === unit.A02)).toMatchObject({
      status: 'sold',
      opened: 1,
    });
  });

  it.each([
    ['an unknown kind', { events: [{ kind: 'purchase', unit_id: 1 }] }, /events\.0\.kind/],
    ['a kind only the server counts', { events: [{ kind: 'visit' }] }, /events\.0\.kind/],
    [
      'too many events',
      { events: Array.from({ length: 21 }, () => ({ kind: 'comparison_opened' })) },
      /events/,
    ],
    ['a body that is not JSON', '{"events": [', /not JSON/],
  ])('refuses %s with 400 and its reason, counting nothing', async (_name, payload, reason) => {
    const before = await report(admin, `filter[domain_id]=${demo}`);
    const response = await beacon(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toMatch(reason);
    expect((await report(admin, `filter[domain_id]=${demo}`)).totals).toEqual(before.totals);
  });

  it('refuses a batch naming a unit of another site, so no count is written into it', async () => {
    const response = await beacon({
      events: [
        { kind: 'unit_opened', unit_id: unit.A01 },
        { kind: 'unit_opened', unit_id: unit.Q01 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe(`unit ${unit.Q01} is not a unit of this site`);
    const theirs = await report(otherUser, `filter[domain_id]=${other}`);
    expect(theirs.totals.unit_opened).toBe(0);
  });

  it('refuses a beacon from another origin (403) and one to a host no site has (404)', async () => {
    const events = { events: [{ kind: 'unit_opened', unit_id: unit.A01 }] };
    expect((await beacon(events, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await beacon(events, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await beacon(events, { host: 'nobody.example' })).statusCode).toBe(404);
    expect((await beacon(events, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
  });

  it('answers 429 with Retry-After past 30 beacons a minute from one address', async () => {
    const address = '198.51.100.7';
    const events = { events: [{ kind: 'comparison_opened' }] };
    for (let sent = 0; sent < 30; sent += 1) expect((await beacon(events, {}, address)).statusCode).toBe(204);
    const refused = await beacon(events, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts a visit when a person enters a public page from outside, not a robot nor a page opened from the site', async () => {
    const page = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/orbital/tilleuls', headers: { host: DEMO_HOST, ...headers } });
    const before = (await report(admin, `filter[domain_id]=${demo}`)).totals.visit;
    expect((await page({ 'user-agent': CHROME })).statusCode).toBe(200);
    expect((await page({ 'user-agent': CHROME, referer: 'https://www.google.com/' })).statusCode).toBe(200);
    await page({ 'user-agent': CHROME, referer: `http://${DEMO_HOST}/contact` });
    await page({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await ctx.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { host: DEMO_HOST, 'user-agent': CHROME },
    });
    // counting runs after the answer: the report writes what is pending when it is asked
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await report(admin, `filter[domain_id]=${demo}`)).totals.visit - before).toBe(2);
    expect((await report(otherUser, `filter[domain_id]=${other}`)).totals.visit).toBe(0);
    const response = await page({ 'user-agent': CHROME });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('counts from the site’s own calls: a sheet mailed, a contact form, a plan downloaded', async () => {
    const before = await report(admin, `filter[domain_id]=${demo}`);
    const mailed = await ctx.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Marie',
        last_name: 'Dupont',
        email: 'count@example.be',
        rgpd_acceptance: true,
        url: `http://${DEMO_HOST}/orbital/tilleuls`,
        unit_id: unit.A01,
        recaptcha_token: await solveCaptcha(ctx.app),
      },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Jean',
        last_name: 'Martin',
        email: 'count-contact@example.be',
        body: 'Bonjour',
        unit_id: unit.A02,
        recaptcha_token: await solveCaptcha(ctx.app),
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const plan = await ctx.app.inject({
      method: 'GET',
      url: `/download/${unit.A01}/blueprints`,
      headers: { host: DEMO_HOST },
    });
    expect(plan.statusCode).toBe(200);

    const after = await report(admin, `filter[domain_id]=${demo}`);
    expect(after.totals.sheet_mailed - before.totals.sheet_mailed).toBe(1);
    expect(after.totals.contact_sent - before.totals.contact_sent).toBe(1);
    expect(after.totals.plan_downloaded - before.totals.plan_downloaded).toBe(1);
    expect(after.units.find((interest) => interest.id === unit.A02)!.leads).toBe(1);
    expect(after.conversion.leads).toBeGreaterThanOrEqual(2);
    expect(after.conversion.rate).toBeCloseTo(after.conversion.leads / after.conversion.opened);
  });

  it('keeps with a lead the units the visitor chose to send, the site’s only, and shows them in order', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Léa',
        last_name: 'Viewed',
        email: 'viewed@example.be',
        body: 'Je voudrais visiter',
        viewed_unit_ids: [unit.A02, unit.Q01, unit.A01, unit.A02],
        recaptcha_token: await solveCaptcha(ctx.app),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const lead = await ctx.db
      .selectFrom('contacts')
      .select(['id', 'viewed_unit_ids'])
      .where('email', '=', 'viewed@example.be')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lead.viewed_unit_ids!)).toEqual([unit.A02, unit.A01]);

    const shown = await admin.request({ method: 'GET', url: `/api/contacts/${lead.id}/viewed-units` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual([
      { id: unit.A02, name: 'A02', label: 'Appartement A02', status_id: 2 },
      { id: unit.A01, name: 'A01', label: 'Appartement A01', status_id: 1 },
    ]);
    // another corporation's user does not learn the lead exists
    expect(
      (await otherUser.request({ method: 'GET', url: `/api/contacts/${lead.id}/viewed-units` })).statusCode,
    ).toBe(404);
  });

  it('refuses too many viewed units with a 422 on the field', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        first_name: 'Léa',
        last_name: 'Many',
        email: 'many@example.be',
        body: 'Bonjour',
        viewed_unit_ids: Array.from({ length: 31 }, (_, at) => at + 1),
        recaptcha_token: 'x',
      },
    });
    expect(sent.statusCode).toBe(422);
    expect(Object.keys(sent.json().errors)).toEqual(['viewed_unit_ids']);
  });

  it('shows a site’s figures to its corporation only: another corporation’s admin gets 404, a visitor 401', async () => {
    expect(
      (await otherUser.request({ method: 'GET', url: `/api/analytics?filter[domain_id]=${demo}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `/api/analytics?filter[domain_id]=${other}` })).statusCode,
    ).toBe(404);
    const project = await ctx.db
      .selectFrom('projects')
      .select('id')
      .where('domain_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(
      (
        await admin.request({
          method: 'GET',
          url: `/api/analytics?filter[domain_id]=${demo}&filter[project_id]=${project.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/analytics?filter[domain_id]=${demo}` })).statusCode,
    ).toBe(401);
    expect(
      (await otherUser.request({ method: 'GET', url: `/api/analytics/export?filter[domain_id]=${demo}` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 422 for a period that ends before it starts or is over a year', async () => {
    const backwards = await admin.request({
      method: 'GET',
      url: `/api/analytics?filter[domain_id]=${demo}&filter[from]=2026-11-03&filter[to]=2026-11-01`,
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['filter[to]']);
    const long = await admin.request({
      method: 'GET',
      url: `/api/analytics?filter[domain_id]=${demo}&filter[from]=2020-01-01&filter[to]=2026-01-01`,
    });
    expect(long.statusCode).toBe(422);
    const bad = await admin.request({ method: 'GET', url: `/api/analytics?filter[domain_id]=abc` });
    expect(bad.statusCode).toBe(422);
  });

  it('exports a line a day, and a line a unit, as CSV', async () => {
    const days = await admin.request({
      method: 'GET',
      url: `/api/analytics/export?filter[domain_id]=${demo}&filter[from]=2026-01-01&filter[to]=2026-01-03`,
    });
    expect(days.statusCode).toBe(200);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe(
      'attachment; filename="analytics-days-2026-01-01-2026-01-03.csv"',
    );
    expect(days.rawPayload.toString('utf8')).toBe(
      '\uFEFFday;visit;unit_opened;sheet_mailed;plan_downloaded;contact_sent;favourite_added;comparison_opened\r\n' +
        '2026-01-01;0;0;0;0;0;0;0\r\n2026-01-02;0;0;0;0;0;0;0\r\n2026-01-03;0;0;0;0;0;0;0\r\n',
    );
    const units = await admin.request({
      method: 'GET',
      url: `/api/analytics/export?filter[domain_id]=${demo}&table=units`,
    });
    const lines = units.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('unit_id;unit;typology;status;opened;favourites;leads');
    expect(lines[1]).toMatch(
      new RegExp(`^${unit.A01};Appartement A01;(T2|2 chambres);Disponible;\\d+;1;\\d+$`),
    );
  });

  it('lets a sales user read their own site’s figures', async () => {
    const theirs = await report(otherUser, `filter[domain_id]=${other}`);
    expect(theirs.days).toHaveLength(30);
  });
});
