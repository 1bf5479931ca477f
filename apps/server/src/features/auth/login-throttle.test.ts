import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { useAppsOnOneDatabase } from '../../test/apps-on-one-database.ts';
import { testDatabases } from '../../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../test/demo-fixture.ts';
import { agentFor, type TestAgent } from './test-agent.ts';

async function readyAgent(app: App): Promise<TestAgent> {
  const agent = agentFor(app);
  await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
  return agent;
}

function signIn(
  agent: TestAgent,
  email: string,
  password: string,
  client: { remoteAddress: string; headers?: Record<string, string> },
) {
  return agent.request({ method: 'POST', url: '/api/login', payload: { email, password }, ...client });
}

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.each(testDatabases())('sign-in throttle under concurrency on $name', ({ dialect }) => {
  // Two apps on one database, as two server processes; one proxy in front of them.
  const shared = useAppsOnOneDatabase(dialect, { seed: demoFixture, env: { TRUST_PROXY: '1' } });

  it('lets at most 5 of 25 parallel wrong passwords for one account reach the password check; the rest answer 429', async () => {
    const agent = await readyAgent(shared.apps[0]!);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        signIn(agent, 'admin@vitrine.test', `wrong-${i}`, { remoteAddress: `198.51.100.${i + 1}` }),
      ),
    );
    const codes = statuses(responses);
    expect(countOf(codes, 422)).toBe(5);
    expect(countOf(codes, 429)).toBe(20);
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const right = await signIn(agent, 'admin@vitrine.test', FIXTURE_PASSWORD, {
      remoteAddress: '198.51.100.99',
    });
    expect(right.statusCode).toBe(429);
  });

  it('shares the count between two server instances on one database', async () => {
    const agents = await Promise.all(shared.apps.map(readyAgent));
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(agents[i % 2]!, 'user@vitrine.test', `wrong-${i}`, { remoteAddress: `198.51.101.${i + 1}` }),
      ),
    );
    expect(countOf(statuses(responses), 422)).toBe(5);
    expect(countOf(statuses(responses), 429)).toBe(7);
    for (const agent of agents) {
      const right = await signIn(agent, 'user@vitrine.test', FIXTURE_PASSWORD, {
        remoteAddress: '198.51.101.99',
      });
      expect(right.statusCode).toBe(429);
    }
  });

  it('keys the address limit on the address the proxy saw, whatever a client forges before it', async () => {
    const agent = await readyAgent(shared.apps[1]!);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await signIn(agent, `someone${i}@vitrine.test`, 'wrong', {
        remoteAddress: '10.0.0.2', // the proxy
        headers: { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.50` },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(codes[20]).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const agent = await readyAgent(shared.apps[0]!);
    const codes: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const response = await signIn(agent, `v6-${i}@vitrine.test`, 'wrong', {
        remoteAddress: `2001:db8:7:7:${i.toString(16)}::1`,
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(codes[20]).toBe(429);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const agent = await readyAgent(shared.apps[0]!);
    const client = (i: number) => ({ remoteAddress: `198.51.102.${i}` });
    for (let i = 1; i <= 4; i++)
      expect((await signIn(agent, 'root@vitrine.test', 'wrong', client(i))).statusCode).toBe(422);
    expect((await signIn(agent, 'root@vitrine.test', FIXTURE_PASSWORD, client(5))).statusCode).toBe(200);
    const again = await readyAgent(shared.apps[1]!);
    for (let i = 6; i <= 10; i++)
      expect((await signIn(again, 'root@vitrine.test', 'wrong', client(i))).statusCode).toBe(422);
  });
});
