import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmNetwork, Resolve } from './crm-address-policy.ts';
import { loggedCrmError, storedCrmError } from './crm-error-text.ts';
import { CrmError, type CrmRequest, callCrm } from './crm-http.ts';
import { type FakeServer, startFakeServer } from './testing/fake-server.ts';

// callCrm on its own, with the resolver injected: no internet, no /etc/hosts. The fake CRM
// listens on 127.0.0.1, so a call that should have been refused shows up in its requests.

/** A resolver answering from a table, and remembering what it was asked. */
function tableResolver(table: Record<string, string[]>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const closed: CrmNetwork = { allowPrivate: false, resolve: tableResolver({}) };

function request(url: string, network: CrmNetwork, timeoutMs = 1000): CrmRequest {
  return {
    method: 'POST',
    url,
    headers: { 'x-api-key': 'the-stored-key' },
    json: { password: 'the-stored-password' },
    timeoutMs,
    provider: 'Adlead',
    network,
  };
}

async function failureOf(call: Promise<unknown>): Promise<CrmError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CrmError);
  return error as CrmError;
}

const UNREACHABLE = JSON.stringify({ key: 'api.crm.unreachable', params: { provider: 'Adlead' } });

describe('CRM calls', () => {
  let crm: FakeServer;
  let elsewhere: FakeServer;
  let port: number;

  beforeAll(async () => {
    crm = await startFakeServer(() => ({ status: 200, json: { data: { id: 'L-1' } } }));
    elsewhere = await startFakeServer(() => ({ status: 200, json: { data: { id: 'L-2' } } }));
    port = Number(new URL(crm.url).port);
  });
  afterAll(async () => {
    await crm.close();
    await elsewhere.close();
  });

  it('refuses loopback, private, link-local and metadata addresses in every spelling', async () => {
    const urls = [
      `http://localhost:${port}/v1`,
      `http://LOCALHOST.:${port}/v1`,
      `http://127.0.0.1:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://0177.0.0.1:${port}/v1`,
      `http://0x7f.1:${port}/v1`,
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/',
      'https://172.16.4.2/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://[fe80::1]/',
      'https://[fd00:ec2::254]/',
    ];
    for (const url of urls) {
      const error = await failureOf(callCrm(request(url, closed)));
      expect(storedCrmError(error), url).toBe(UNREACHABLE);
    }
    expect(crm.requests).toHaveLength(0);
  });

  it('refuses a host name whose resolver answers an internal address, without connecting', async () => {
    const resolve = tableResolver({
      'crm.example.test': ['127.0.0.1'],
      'mixed.example.test': ['93.184.215.14', '10.1.2.3'],
      'mapped.example.test': ['::ffff:127.0.0.1'],
    });
    const network = { allowPrivate: false, resolve };
    for (const host of ['crm.example.test', 'mixed.example.test', 'mapped.example.test']) {
      const error = await failureOf(callCrm(request(`http://${host}:${port}/v1`, network)));
      expect(storedCrmError(error)).toBe(UNREACHABLE);
      expect(loggedCrmError(error)).toContain('internal address');
    }
    expect(resolve.asked).toEqual(['crm.example.test', 'mixed.example.test', 'mapped.example.test']);
    expect(crm.requests).toHaveLength(0);
  });

  it('connects to the address its resolver checked, under the host’s name, when private hosts are allowed', async () => {
    const network = { allowPrivate: true, resolve: tableResolver({ 'crm.example.test': ['127.0.0.1'] }) };
    const answer = await callCrm(request(`http://crm.example.test:${port}/v1/leads`, network));
    expect(answer.body).toEqual({ data: { id: 'L-1' } });
    expect(crm.requests.at(-1)).toMatchObject({
      path: '/v1/leads',
      headers: { host: `crm.example.test:${port}` },
    });
    crm.requests.length = 0;
  });

  it('does not follow a redirect', async () => {
    const open = { allowPrivate: true, resolve: tableResolver({}) };
    crm.failNext({ kind: 'status', status: 302, headers: { location: `${elsewhere.url}/v1/leads` } });
    const error = await failureOf(callCrm(request(`${crm.url}/v1/leads`, open)));
    expect(error.retryable).toBe(false);
    expect(JSON.parse(storedCrmError(error))).toEqual({
      key: 'api.crm.redirect',
      params: { provider: 'Adlead', status: 302 },
    });
    expect(elsewhere.requests).toHaveLength(0);
    crm.requests.length = 0;
  });

  it('keeps the remote answer for the log and gives the admin its status only', async () => {
    const open = { allowPrivate: true, resolve: tableResolver({}) };
    crm.failNext({ kind: 'status', status: 500, text: '<h1>root:x:0:0 internal admin page</h1>' });
    const error = await failureOf(callCrm(request(`${crm.url}/v1/leads`, open)));
    expect(JSON.parse(storedCrmError(error))).toEqual({
      key: 'api.crm.httpError',
      params: { provider: 'Adlead', status: 500 },
    });
    expect(loggedCrmError(error)).toBe(
      `Adlead (127.0.0.1:${port}) answered 500: <h1>root:x:0:0 internal admin page</h1>`,
    );
    crm.requests.length = 0;
  });

  it('tells every network failure the same way: timeout, reset, refused connection, unknown name', async () => {
    const open = { allowPrivate: true, resolve: tableResolver({ 'crm.example.test': ['127.0.0.1'] }) };
    const free = await freePort();
    crm.failNext({ kind: 'hang', delayMs: 600 });
    crm.failNext({ kind: 'reset' });
    const failures = [
      await failureOf(callCrm(request(`${crm.url}/v1/leads`, open, 200))),
      await failureOf(callCrm(request(`${crm.url}/v1/leads`, open))),
      await failureOf(callCrm(request(`http://127.0.0.1:${free}/v1`, open))),
      await failureOf(callCrm(request(`http://unknown.example.test:${port}/v1`, open))),
      await failureOf(callCrm(request(`http://127.0.0.1:${port}/v1`, closed))),
    ];
    expect(failures.map(storedCrmError)).toEqual(Array(5).fill(UNREACHABLE));
    expect(failures.every((error) => error.retryable)).toBe(true);
    expect(loggedCrmError(failures[0])).toContain('no answer within 200 ms');
    expect(loggedCrmError(failures[2])).toContain('ECONNREFUSED');
    expect(loggedCrmError(failures[3])).toContain('ENOTFOUND');
  });
});

/** A port nothing listens on (taken, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
