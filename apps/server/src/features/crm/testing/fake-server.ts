import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, or undefined. */
  json: unknown;
}

export interface Reply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** What a provider does wrong on the next matching call. */
export type Fault =
  /** Answers this status without doing anything (e.g. 503, 429 with Retry-After, 500). */
  | { kind: 'status'; status: number; headers?: Record<string, string>; text?: string }
  /** Does the work, then answers after `delayMs` (the caller has usually given up). */
  | { kind: 'slow-after-work'; delayMs: number }
  /** Does nothing and answers after `delayMs`. */
  | { kind: 'hang'; delayMs: number }
  /** Does the work and answers 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Closes the connection without answering or working. */
  | { kind: 'reset' };

export interface FakeServer {
  url: string;
  /** Every call received, faults included. */
  requests: RecordedRequest[];
  /** Queues faults for the next calls whose path matches `path` (every call by default). */
  failNext(fault: Fault, options?: { times?: number; path?: RegExp }): void;
  /** Makes every matching call fail this way until `recover()`. */
  goDown(fault?: Fault, path?: RegExp): void;
  recover(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local HTTP server answering with `handle`, with provider failures on demand. */
export async function startFakeServer(
  handle: (request: RecordedRequest) => Reply | Promise<Reply>,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queued: { fault: Fault; path?: RegExp }[] = [];
  let down: { fault: Fault; path?: RegExp } | null = null;

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        text,
        json,
      };
      requests.push(request);
      const index = queued.findIndex((entry) => !entry.path || entry.path.test(request.path));
      const fault =
        index >= 0
          ? queued.splice(index, 1)[0]!.fault
          : down && (!down.path || down.path.test(request.path))
            ? down.fault
            : null;
      const send = (reply: Reply, text?: string) => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(reply.status, {
          'content-type': text === undefined ? 'application/json' : 'text/html',
          ...reply.headers,
        });
        outgoing.end(text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json)));
      };
      try {
        if (!fault) return send(await handle(request));
        switch (fault.kind) {
          case 'status':
            return send(
              { status: fault.status, headers: fault.headers },
              fault.text ?? JSON.stringify({ message: `fault ${fault.status}` }),
            );
          case 'reset':
            incoming.socket.destroy();
            return;
          case 'hang':
            await sleep(fault.delayMs);
            return send({ status: 503, json: { message: 'too late' } });
          case 'slow-after-work': {
            const reply = await handle(request);
            await sleep(fault.delayMs);
            return send(reply);
          }
          case 'malformed':
            await handle(request);
            return send({ status: 200 }, '<html><body>Maintenance</body></html>');
        }
      } catch (error) {
        send({ status: 500, json: { message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(fault, options = {}) {
      for (let i = 0; i < (options.times ?? 1); i += 1) queued.push({ fault, path: options.path });
    },
    goDown(fault = { kind: 'status', status: 503 }, path) {
      down = { fault, path };
    },
    recover() {
      down = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A lead store that recognises a repeated push by its idempotency key, as the providers do. */
export class LeadStore<T> {
  readonly byKey = new Map<string, { id: string; body: T }>();
  private next = 1;
  constructor(private readonly prefix: string) {}

  /** The stored lead's id and whether it was new. */
  keep(key: string, body: T): { id: string; created: boolean } {
    const found = this.byKey.get(key);
    if (found) return { id: found.id, created: false };
    const id = `${this.prefix}-${this.next++}`;
    this.byKey.set(key, { id, body });
    return { id, created: true };
  }

  get leads(): T[] {
    return [...this.byKey.values()].map((entry) => entry.body);
  }
}

export const headerOf = (request: RecordedRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
