/**
 * A browser-like HTTP client for the deployment tests: keeps cookies (the session and the XSRF
 * token) and sends the token back on writes, to whichever address it is pointed at.
 */
export class HttpAgent {
  /** Requests sent by every agent of the run (the failure suite prints it). */
  static requests = 0;
  private readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(
    base: string,
    method: string,
    path: string,
    options: { json?: unknown; body?: Buffer | string; headers?: Record<string, string> } = {},
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
  ): Promise<{ status: number; headers: Headers; text: string; json: () => any }> {
    const headers = { ...(await this.headersFor(method)), ...options.headers };
    let body: Buffer | string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    HttpAgent.requests += 1;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  /** The cookie and XSRF headers a request of this method would carry (for a hand-made request). */
  headersFor(method: string): Record<string, string> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (token && method !== 'GET' && method !== 'HEAD') headers['x-xsrf-token'] = decodeURIComponent(token);
    return headers;
  }

  /** Signs in (XSRF cookie first, as the back office does). */
  async signIn(base: string, email: string, password: string): Promise<void> {
    await this.request(base, 'GET', '/sanctum/csrf-cookie');
    const answer = await this.request(base, 'POST', '/api/login', { json: { email, password } });
    if (answer.status !== 200 && answer.status !== 204)
      throw new Error(`sign-in refused: ${answer.status} ${answer.text}`);
  }
}
