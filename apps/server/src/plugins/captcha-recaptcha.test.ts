import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress, useLeadApp } from '../features/leads/leads-test-kit.ts';
import { testDatabases } from '../test/databases.ts';
import { DEMO_HOST } from '../test/demo-fixture.ts';

/** A stand-in for Google's siteverify API on a local port: scores tokens by their name. */
const SCORES: Record<string, number> = { 'human-token': 0.9, 'bot-token': 0.1 };
const asked: URLSearchParams[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      asked.push(form);
      const score = SCORES[form.get('response') ?? ''];
      const ok = form.get('secret') === 'recaptcha-secret' && score !== undefined;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(ok ? { success: true, score, action: 'login' } : { success: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(testDatabases())('reCAPTCHA v3 on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, {
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SECRET: 'recaptcha-secret',
    RECAPTCHA_SITE_KEY: 'site-key',
    // The port is known only once the stand-in listens: the URL is read through a getter below.
    RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/unused',
  });
  beforeAll(() => {
    lead.config.captcha.recaptchaVerifyUrl = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  });

  const contact = (token: string) =>
    lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        last_name: 'Roy',
        first_name: 'Léa',
        email: `${token}@example.be`,
        body: 'Bonjour',
        recaptcha_token: token,
      },
    });

  it('gives the page the site key instead of a challenge', async () => {
    const response = await lead.app.inject({
      method: 'GET',
      url: '/captcha/challenge',
      headers: { host: DEMO_HOST },
    });
    expect(response.json()).toEqual({ provider: 'recaptcha', site_key: 'site-key' });
  });

  it('accepts a token Google scores as human, sending the secret and the address', async () => {
    const response = await contact('human-token');
    expect(response.statusCode).toBe(200);
    const question = asked.find((form) => form.get('response') === 'human-token')!;
    expect(question.get('secret')).toBe('recaptcha-secret');
    expect(question.get('remoteip')).toMatch(/^192\.0\.2\./);
  });

  it.each(['bot-token', 'unknown-token'])('refuses the token %s with 422, storing nothing', async (token) => {
    const response = await contact(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      recaptcha_token: ['La vérification anti-robot a échoué, veuillez réessayer.'],
    });
    const stored = await lead.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', `${token}@example.be`)
      .execute();
    expect(stored).toEqual([]);
  });
});
