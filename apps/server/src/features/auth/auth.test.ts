import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { agentFor, signedInAgent } from './test-agent.ts';

describe.each(testDatabases())('signing in on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });

  it('sets a readable XSRF-TOKEN cookie, and at sign-in an httpOnly session cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies['XSRF-TOKEN']?.httpOnly).toBeFalsy();
    expect(cookies.vitrine_session).toBeUndefined();
    const agent = agentFor(ctx.app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const login = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'root@vitrine.test', password: FIXTURE_PASSWORD },
    });
    const signedIn = Object.fromEntries(login.cookies.map((c) => [c.name, c]));
    expect(signedIn.vitrine_session?.httpOnly).toBe(true);
    expect(signedIn['XSRF-TOKEN']?.httpOnly).toBeFalsy();
    expect(signedIn['XSRF-TOKEN']?.value).not.toBe(cookies['XSRF-TOKEN']?.value);
  });

  it('opens a session and answers the user with settings and corporation', async () => {
    const agent = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const response = await agent.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({ email: 'admin@vitrine.test', role: 2, settings: [] });
    expect(user.corporation).toMatchObject({ name: 'Immo Démo' });
    expect(user.corporation.settings.map((s: { name: string }) => s.name)).toEqual(['logo']);
    expect(user.password).toBeUndefined();
  });

  it('keeps a remembered session 30 days and a plain one only for the browser session', async () => {
    const remembered = agentFor(ctx.app);
    await remembered.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const login = await remembered.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'root@vitrine.test', password: FIXTURE_PASSWORD, remember: true },
    });
    expect(login.cookies.find((c) => c.name === 'vitrine_session')?.maxAge).toBe(30 * 24 * 3600);
    const plain = agentFor(ctx.app);
    await plain.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const plainLogin = await plain.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'root@vitrine.test', password: FIXTURE_PASSWORD, remember: false },
    });
    expect(plainLogin.cookies.find((c) => c.name === 'vitrine_session')?.maxAge).toBeUndefined();
  });

  it('answers 401 to /api/auth/user when signed out, and after logout', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const agent = await signedInAgent(ctx.app, 'user@vitrine.test', FIXTURE_PASSWORD);
    expect((await agent.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect((await agent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('answers 422 under email for wrong credentials, and under each field for missing ones', async () => {
    const agent = agentFor(ctx.app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@vitrine.test', password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email).toEqual([
      'Ces identifiants ne correspondent pas à nos enregistrements.',
    ]);
    const empty = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: '', password: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('answers 419 to a mutating call without the XSRF header, with a wrong one, or without a session', async () => {
    const agent = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const payload = { name: { fr: 'Nouveau', en: '' }, color: '#123456', project_id: 1 };
    const missing = await agent.request({
      method: 'POST',
      url: '/api/categories',
      payload,
      headers: { 'x-xsrf-token': '' },
    });
    expect(missing.statusCode).toBe(419);
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/categories',
      payload,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(419);
    const noSession = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-xsrf-token': 'x' },
    });
    expect(noSession.statusCode).toBe(419);
    expect(noSession.json().message).toMatch(/Session expirée/);
  });

  it('answers 419 once an idle session has expired', async () => {
    const agent = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD, false);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await agent.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(419);
    expect((await agent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('sign-in rate limit on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });

  it('answers 429 with Retry-After after five failed attempts on one account', async () => {
    const agent = agentFor(ctx.app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const attempt = (password: string) =>
      agent.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@vitrine.test', password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(422);
    const limited = await attempt(FIXTURE_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A sliding window (security/throttle.ts): the wait may reach into the next minute.
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(limited.json().message).toBe('Trop de tentative de connexion, veuillez patienter');
  });

  it('answers 429 after twenty attempts from one address, whatever the accounts', async () => {
    const agent = agentFor(ctx.app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const response = await agent.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: `someone${i}@vitrine.test`, password: 'wrong' },
        remoteAddress: '203.0.113.9',
        headers,
      });
      last = response.statusCode;
      if (i < 20) expect(response.statusCode).toBe(422);
    }
    expect(last).toBe(429);
  });
});
