import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../features/leads/leads-test-kit.ts';
import { useAppsOnOneDatabase } from '../test/apps-on-one-database.ts';
import { testDatabases } from '../test/databases.ts';
import { DEMO_HOST, demoFixture } from '../test/demo-fixture.ts';

const codesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.each(testDatabases())('limits shared by two server instances on $name', ({ dialect }) => {
  // Two apps on one database, as two server processes behind one proxy.
  const shared = useAppsOnOneDatabase(dialect, { seed: demoFixture, env: { TRUST_PROXY: '1' } });
  const instance = (i: number) => shared.apps[i % 2]!;

  const postContact = (i: number, remoteAddress: string, payload = {}, headers = {}) =>
    instance(i).inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST, ...headers },
      remoteAddress,
      payload,
    });

  it('counts the contact posts of one address on both instances: 5 a minute, then 429 with Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postContact(i, '198.51.100.20')),
    );
    const codes = codesOf(responses);
    expect(countOf(codes, 422)).toBe(5);
    expect(countOf(codes, 429)).toBe(15);
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Trop de requêtes, veuillez patienter \d+ secondes\.$/);
  });

  it('keys the form limit on the address the proxy appended, whatever is forged before it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postContact(
        i,
        '10.0.0.2',
        {},
        { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.60` },
      );
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('counts captcha challenges of one address on both instances: 30 a minute', async () => {
    const challenge = (i: number) =>
      instance(i).inject({ method: 'GET', url: '/captcha/challenge', remoteAddress: '198.51.100.30' });
    const codes = codesOf(await Promise.all(Array.from({ length: 30 }, (_, i) => challenge(i))));
    expect(codes).toEqual(Array(30).fill(200));
    expect((await challenge(1)).statusCode).toBe(429);
  });

  it('refuses on one instance a captcha solution already spent on the other', async () => {
    const token = await solveCaptcha(shared.apps[0]!);
    const payload = {
      last_name: 'Martin',
      first_name: 'Paul',
      email: 'paul@example.be',
      body: 'Une visite ?',
      recaptcha_token: token,
    };
    expect((await postContact(0, '198.51.100.40', payload)).statusCode).toBe(200);
    const replay = await postContact(1, '198.51.100.41', payload);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.recaptcha_token).toHaveLength(1);
  });
});

describe.each(testDatabases())('TRUST_PROXY as a list of proxies on $name', ({ dialect }) => {
  const shared = useAppsOnOneDatabase(dialect, {
    count: 1,
    seed: demoFixture,
    env: { TRUST_PROXY: '10.0.0.0/8' },
  });
  const post = (remoteAddress: string, forwardedFor: string) =>
    shared.apps[0]!.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST, 'x-forwarded-for': forwardedFor },
      remoteAddress,
      payload: {},
    });

  it('keys on the address a listed proxy appended, from any of the listed proxies', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post(`10.0.${i}.2`, `198.18.${i}.1, 203.0.113.70`)).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('198.51.100.80', `203.0.113.${100 + i}`)).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
