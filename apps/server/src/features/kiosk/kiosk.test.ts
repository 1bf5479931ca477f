import { KIOSK_COOKIE, kioskClaims, signKioskToken } from '@vitrine/core/kiosk/kiosk-token';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { agentFor, signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { kioskSigner } from './kiosk-signer.ts';

const DAY_MS = 24 * 3600 * 1000;
const HOST = 'borne.example.test';
const OTHER = 'voisin.example.test';

describe.each(testDatabases())('kiosk mode on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let mine: CorporationTree;
  let theirs: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'borne');
    theirs = await buildCorporationTree(ctx.db, 'voisin');
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
  });

  const createLink = (agent: TestAgent, domainId: number, payload: object = { days: 7 }) =>
    agent.request({ method: 'POST', url: `/api/domains/${domainId}/kiosk-link`, payload });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const open = (token: string, host = HOST, accept = 'text/html') =>
    ctx.app.inject({
      method: 'GET',
      url: `/kiosk/open?token=${encodeURIComponent(token)}`,
      headers: { host, accept },
    });
  const state = (host = HOST, pass?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/kiosk',
      headers: { host, ...(pass === undefined ? {} : { cookie: `${KIOSK_COOKIE}=${pass}` }) },
    });
  const passOf = (response: Awaited<ReturnType<typeof open>>) =>
    (response.cookies as { name: string; value: string; maxAge?: number }[]).find(
      (cookie) => cookie.name === KIOSK_COOKIE,
    );
  const signed = (kind: 'link' | 'pass', siteId: number, from: number, days: number) =>
    signKioskToken(kioskClaims(kind, siteId, from, days), kioskSigner(ctx.config.sessionSecret));

  it('gives an admin a link on the site’s own address that turns the browser opening it into a kiosk', async () => {
    const created = await createLink(admin, mine.domain, { days: 3 });
    expect(created.statusCode, created.body).toBe(200);
    const { url, expires_at } = created.json().data;
    expect(new URL(url).hostname).toBe(HOST);
    expect(new URL(url).pathname).toBe('/kiosk/open');
    expect(Math.abs(Date.parse(expires_at) - (Date.now() + 3 * DAY_MS))).toBeLessThan(5_000);

    // a visitor's browser without the link is no kiosk
    expect((await state()).json().data).toEqual({ active: false, via: null, idle_ms: 180_000 });

    const opened = await open(tokenOf(url));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    const pass = passOf(opened);
    expect(pass?.maxAge).toBe(365 * 24 * 3600);
    expect((await state(HOST, pass!.value)).json().data).toEqual({
      active: true,
      via: 'link',
      idle_ms: 180_000,
    });
  });

  it.each([
    {
      case: 'a forged link (its signature changed)',
      token: async () =>
        `${tokenOf((await createLink(admin, mine.domain)).json().data.url).slice(0, -4)}AAAA`,
      host: HOST,
      reason: 'forged',
      text: 'n’a pas été signé par ce site',
    },
    {
      case: 'a link whose site was changed',
      token: async () =>
        tokenOf((await createLink(admin, mine.domain)).json().data.url).replace(
          `.${mine.domain}.`,
          `.${theirs.domain}.`,
        ),
      host: OTHER,
      reason: 'forged',
      text: 'n’a pas été signé par ce site',
    },
    {
      case: 'a link past its days (made 8 days ago for 7)',
      token: async () => signed('link', mine.domain, Date.now() - 8 * DAY_MS, 7),
      host: HOST,
      reason: 'expired',
      text: 'a expiré',
    },
    {
      case: 'another site’s link opened on this Host',
      token: async () => tokenOf((await createLink(admin, mine.domain)).json().data.url),
      host: OTHER,
      reason: 'other-site',
      text: 'créé pour un autre site',
    },
    {
      case: 'a pass used as a link',
      token: async () => signed('pass', mine.domain, Date.now(), 365),
      host: HOST,
      reason: 'wrong-kind',
      text: 'n’est pas un lien de borne',
    },
    { case: 'no token at all', token: async () => '', host: HOST, reason: 'malformed', text: 'incomplet' },
  ])('refuses $case with a 400 saying why, and makes no kiosk', async ({ token, host, reason, text }) => {
    const value = await token();
    const page = await open(value, host);
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Lien de borne refusé</h1>');
    expect(page.body).toContain(text);
    expect(passOf(page)).toBeUndefined();

    const script = await open(value, host, 'application/json');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ reason });
    expect(script.json().message).toContain(text);
  });

  it('says why in English to an English browser', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/kiosk/open?token=${signed('link', mine.domain, Date.now() - 8 * DAY_MS, 7)}`,
      headers: { host: HOST, accept: 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This kiosk link has expired. Ask for a new one in the back office (the site’s Visual identity).',
    );
  });

  it('answers 404 for a Host no site has', async () => {
    expect((await open(signed('link', mine.domain, Date.now(), 7), 'nobody.example.test')).statusCode).toBe(
      404,
    );
    expect((await state('nobody.example.test')).statusCode).toBe(404);
  });

  it('does not honour a pass this server did not sign, another site’s, an expired one or a link, and clears it', async () => {
    const passes = [
      `${signed('pass', mine.domain, Date.now(), 365).slice(0, -4)}AAAA`,
      signed('pass', theirs.domain, Date.now(), 365),
      signed('pass', mine.domain, Date.now() - 366 * DAY_MS, 365),
      signed('link', mine.domain, Date.now(), 7),
      'v1.pass.1.zzzzzz.not-a-signature-at-all',
    ];
    for (const pass of passes) {
      const answer = await state(HOST, pass);
      expect(answer.json().data, pass).toEqual({ active: false, via: null, idle_ms: 180_000 });
      const cleared = passOf(answer as never);
      expect(cleared?.value, pass).toBe('');
      expect(cleared?.maxAge, pass).toBe(0);
    }
  });

  it('lets a screen leave kiosk mode', async () => {
    const leave = await ctx.app.inject({ method: 'GET', url: '/kiosk/leave', headers: { host: HOST } });
    expect(leave.statusCode).toBe(302);
    expect(passOf(leave)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('makes every browser of a site a kiosk when its setting is on, with its idle delay in the public data', async () => {
    const save = (name: string, value: string) =>
      admin.request({
        method: 'POST',
        url: '/api/settings',
        payload: { name, type: 'text', value, domain_id: mine.domain },
      });
    expect((await save('kiosk', '1')).statusCode).toBe(201);
    expect((await save('kiosk-idle-minutes', '0,5')).statusCode).toBe(201);

    const domain = await ctx.app.inject({ method: 'GET', url: '/domain', headers: { host: HOST } });
    const settings = domain.json().data.settings as { name: string; value: string }[];
    expect(settings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'kiosk', value: '1' }),
        expect.objectContaining({ name: 'kiosk-idle-minutes', value: '0.5' }),
      ]),
    );
    expect((await state()).json().data).toEqual({ active: true, via: 'setting', idle_ms: 30_000 });
    // the other site is not touched
    expect((await state(OTHER)).json().data.active).toBe(false);
  });

  it('refuses an idle delay that is no number, under its field (422)', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { name: 'kiosk-idle-minutes', type: 'text', value: 'trois', domain_id: mine.domain },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.value?.[0]).toBeTruthy();
  });

  describe('who may make a kiosk link', () => {
    it('refuses an anonymous visitor (401), even with a valid anonymous CSRF token', async () => {
      const visitor = agentFor(ctx.app);
      await visitor.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(visitor.cookies['XSRF-TOKEN']).toBeTruthy();
      expect((await createLink(visitor, mine.domain)).statusCode).toBe(401);
    });

    it('refuses a sales user of the site’s corporation (403)', async () => {
      const sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
      expect((await createLink(sales, mine.domain)).statusCode).toBe(403);
    });

    it('does not confirm another corporation’s site to an admin (404), nor a made-up id', async () => {
      const neighbour = await signedInAgent(ctx.app, theirs.adminEmail, FACTORY_PASSWORD);
      expect((await createLink(neighbour, mine.domain)).statusCode).toBe(404);
      expect((await createLink(admin, 999_999)).statusCode).toBe(404);
      expect((await createLink(admin, 'abc' as never)).statusCode).toBe(404);
    });

    it('refuses a call without the CSRF token (419)', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/domains/${mine.domain}/kiosk-link`,
        payload: { days: 7 },
        headers: {
          host: HOST,
          cookie: Object.entries(admin.cookies)
            .filter(([name]) => name !== 'XSRF-TOKEN')
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        },
      });
      expect(response.statusCode).toBe(419);
    });

    it.each([{ days: 0 }, { days: 91 }, { days: 'sept' }, { days: 2.5 }])(
      'refuses days=$days with a message under days (422)',
      async (payload) => {
        const response = await createLink(admin, mine.domain, payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.days?.[0]).toBeTruthy();
      },
    );
  });
});
