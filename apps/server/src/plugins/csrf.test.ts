import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type TestAgent } from '../features/auth/test-agent.ts';
import { testDatabases } from '../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../test/demo-fixture.ts';
import { useTestApp } from '../test/test-app.ts';
import { ANONYMOUS_XSRF_MS, anonymousXsrfToken, isAnonymousXsrfToken } from './csrf.ts';

const NO_TOKEN = { 'x-xsrf-token': '' };
/** A whole, valid user body: a call that gets through renames the victim. */
const RENAME = { name: 'Pwned', email: 'user@vitrine.test', role: 4 };

describe.each(testDatabases())('CSRF on every unsafe call on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  let root: TestAgent;
  let victimId: number;
  const victimName = async () =>
    (await ctx.db.selectFrom('users').select('name').where('id', '=', victimId).executeTakeFirst())?.name;

  beforeAll(async () => {
    root = await signedInAgent(ctx.app, 'root@vitrine.test', FIXTURE_PASSWORD);
    const victim = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@vitrine.test')
      .executeTakeFirstOrThrow();
    victimId = victim.id;
  });

  it('answers 419 to an encoded path of a route without the token, and changes nothing', async () => {
    const digits = [...String(victimId)].map((digit) => `%3${digit}`).join('');
    for (const url of [
      `/%61pi/users/${victimId}`,
      `/%61%70%69/users/${victimId}`,
      `/api/%75sers/${victimId}`,
      `/api/users/${digits}`,
    ]) {
      const response = await root.request({ method: 'PUT', url, headers: NO_TOKEN, payload: RENAME });
      expect(response.statusCode, url).toBe(419);
    }
    for (const url of ['/api/l%6Fgout', '/api/l%6fgout', '/%61pi/logout']) {
      const signedOut = await root.request({ method: 'POST', url, headers: NO_TOKEN });
      expect(signedOut.statusCode, url).toBe(419);
    }
    expect(await victimName()).toBe('User Autre');
    expect((await root.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('runs nothing for a spelling that names no route (escaped slash, capital, double slash)', async () => {
    for (const url of [
      `/api%2Fusers/${victimId}`,
      `/api%2fusers/${victimId}`,
      `/api/%55sers/${victimId}`,
      `//api/users/${victimId}`,
      `/api//users/${victimId}`,
    ]) {
      const response = await root.request({ method: 'PUT', url, headers: NO_TOKEN, payload: RENAME });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await victimName()).toBe('User Autre');
  });

  it('answers 419 to form-like bodies (text/plain, multipart, urlencoded) without the token', async () => {
    const bodies = [
      { type: 'text/plain', payload: JSON.stringify(RENAME) },
      { type: 'application/x-www-form-urlencoded', payload: 'name=Pwned&email=user%40vitrine.test&role=4' },
      {
        type: 'multipart/form-data; boundary=b',
        payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nPwned\r\n--b--\r\n',
      },
    ];
    const calls = [
      { method: 'PUT', url: `/api/users/${victimId}` },
      { method: 'POST', url: '/api/users' },
      { method: 'DELETE', url: `/api/users/${victimId}` },
      { method: 'PATCH', url: '/api/settings/1/reset' },
      { method: 'POST', url: '/api/logout' },
    ] as const;
    for (const { method, url } of calls) {
      for (const { type, payload } of bodies) {
        const response = await root.request({
          method,
          url,
          headers: { ...NO_TOKEN, 'content-type': type },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${type}`).toBe(419);
      }
    }
    expect(await victimName()).toBe('User Autre');
    expect((await root.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('lets no method override dodge the check nor turn a read into a write', async () => {
    for (const override of ['GET', 'HEAD', 'OPTIONS']) {
      const byHeader = await root.request({
        method: 'PUT',
        url: `/api/users/${victimId}`,
        headers: { ...NO_TOKEN, 'x-http-method-override': override, 'x-http-method': override },
        payload: RENAME,
      });
      expect(byHeader.statusCode, override).toBe(419);
      const byField = await root.request({
        method: 'POST',
        url: `/api/users?_method=${override}`,
        headers: NO_TOKEN,
        payload: { ...RENAME, email: 'new@vitrine.test', _method: override },
      });
      expect(byField.statusCode, override).toBe(419);
    }
    for (const override of ['PUT', 'DELETE']) {
      const read = await root.request({
        method: 'GET',
        url: `/api/users/${victimId}?_method=${override}&name=Pwned`,
        headers: { 'x-http-method-override': override, 'x-http-method': override },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.name).toBe('User Autre');
    }
    expect(await victimName()).toBe('User Autre');
    const created = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new@vitrine.test')
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('lets the exempt routes through without a token, whatever their spelling', async () => {
    for (const url of ['/contact', '/%63ontact', '/unit/mail-to', '/webhooks/adlead/999']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).not.toBe(419);
    }
  });

  it('refuses a call from another site of the same domain, even with the right token', async () => {
    const rename = (headers: Record<string, string>) =>
      root.request({ method: 'PUT', url: `/api/users/${victimId}`, headers, payload: RENAME });
    expect((await rename({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(419);
    expect((await rename({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(419);
    expect((await rename({ origin: 'http://other-tenant.localhost' })).statusCode).toBe(419);
    expect((await rename({ origin: 'null' })).statusCode).toBe(419);
    expect(await victimName()).toBe('User Autre');
    const same = await rename({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    expect(same.statusCode).toBe(200);
    const restored = await root.request({
      method: 'PUT',
      url: `/api/users/${victimId}`,
      headers: { origin: 'http://localhost:80' },
      payload: { ...RENAME, name: 'User Autre' },
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe.each(testDatabases())('the token before sign-in on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  const sessionRows = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('hands out a signed XSRF-TOKEN with no session row and no session cookie', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(response.statusCode).toBe(204);
      const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
      expect(cookies.vitrine_session).toBeUndefined();
      expect(cookies['XSRF-TOKEN']?.httpOnly).toBeFalsy();
      expect(cookies['XSRF-TOKEN']?.maxAge).toBe(ANONYMOUS_XSRF_MS / 1000);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('never writes a session row for a visitor: pages, site data, forms, token', async () => {
    const before = await sessionRows();
    for (const url of ['/', '/domain', '/captcha/challenge', '/sanctum/csrf-cookie', '/api/auth/user'])
      await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'POST', url: '/contact', payload: {} });
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(await sessionRows()).toBe(before);
  });

  it('signs in with it, and refuses a forged, foreign-looking or stale one', async () => {
    const login = (token: string, cookie = token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': token },
        payload: { email: 'root@vitrine.test', password: FIXTURE_PASSWORD },
      });
    const good = anonymousXsrfToken(ctx.config.sessionSecret);
    const forged = `${good.slice(0, good.lastIndexOf('.'))}.AAAA`;
    const otherSecret = anonymousXsrfToken('another-secret-another-secret-another');
    const stale = anonymousXsrfToken(ctx.config.sessionSecret, Date.now() - ANONYMOUS_XSRF_MS - 1000);
    expect((await login(forged)).statusCode).toBe(419);
    expect((await login(otherSecret)).statusCode).toBe(419);
    expect((await login(stale)).statusCode).toBe(419);
    expect((await login('attacker-chosen')).statusCode).toBe(419);
    // A valid token in the header but not in the cookie (or the reverse) is not a double submit.
    expect((await login(good, anonymousXsrfToken(ctx.config.sessionSecret))).statusCode).toBe(419);
    expect((await login(good)).statusCode).toBe(200);
  });

  it('checks the signature and the age of a token', () => {
    const secret = 'a-secret-of-at-least-thirty-two-chars';
    const now = Date.now();
    expect(isAnonymousXsrfToken(secret, anonymousXsrfToken(secret, now), now)).toBe(true);
    expect(isAnonymousXsrfToken(secret, anonymousXsrfToken(secret, now + 5000), now)).toBe(false);
    expect(isAnonymousXsrfToken(secret, `${anonymousXsrfToken(secret, now)}.x`, now)).toBe(false);
    expect(isAnonymousXsrfToken(secret, '', now)).toBe(false);
  });
});
