import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';

/** A browser-like client for tests: keeps cookies and sends X-XSRF-TOKEN on every call. */
export interface TestAgent {
  cookies: Record<string, string>;
  request: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
}

export function agentFor(app: App): TestAgent {
  const cookies: Record<string, string> = {};
  const agent: TestAgent = {
    cookies,
    async request(options) {
      const cookie = Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
      if (cookie) headers.cookie = cookie;
      if (cookies['XSRF-TOKEN'] && !('x-xsrf-token' in headers))
        headers['x-xsrf-token'] = cookies['XSRF-TOKEN'];
      const response = await app.inject({ ...options, headers });
      for (const set of response.cookies as {
        name: string;
        value: string;
        maxAge?: number;
        expires?: Date;
      }[]) {
        const expired =
          set.maxAge === 0 || (set.expires && set.expires.getTime() < Date.now()) || set.value === '';
        if (expired) delete cookies[set.name];
        else cookies[set.name] = set.value;
      }
      return response;
    },
  };
  return agent;
}

/** Signs in through the real handshake (csrf-cookie, then login); fails the test otherwise. */
export async function signedInAgent(
  app: App,
  email: string,
  password: string,
  remember = true,
  remoteAddress?: string,
): Promise<TestAgent> {
  const agent = agentFor(app);
  await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress });
  const response = await agent.request({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, remember },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return agent;
}
