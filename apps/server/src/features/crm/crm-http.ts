import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Message } from '@vitrine/core/i18n/index';
import { type CrmNetwork, guardedLookup, namesInternalHost } from './crm-address-policy.ts';

/**
 * A failed call to a CRM. `message` is the full story for the server's log (host, status, the
 * start of the answer); `reason` is what an admin may read of it, in the catalogue's words, and
 * never holds the remote answer. `retryable`: trying again later may succeed (timeout, network,
 * 429, 5xx, refused credentials that may be fixed); otherwise the provider rejected the request.
 */
export class CrmError extends Error {
  override name = 'CrmError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly details: { status?: number; retryAfterMs?: number; reason?: Message } = {},
  ) {
    super(message);
  }
}

export interface CrmResponse {
  status: number;
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  body: unknown;
  /** Set when a non-empty body was not JSON. */
  unreadable: boolean;
}

export interface CrmRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
  /** Names the provider in error messages (never the URL: some carry keys in their query). */
  provider: string;
  network: CrmNetwork;
}

/** Seconds or an HTTP date, as Retry-After may hold; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** More than any page of lots: an answer beyond it is cut off and counts as unreadable. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP call with a deadline, to a public address only (unless CRM_ALLOW_PRIVATE_HOSTS), with
 * no redirect followed. Answers 2xx as a CrmResponse; throws a CrmError for anything else,
 * classified as retryable or not. Every network failure (internal address, unknown name, refused
 * connection, reset, timeout) reads the same to an admin: only the log tells them apart.
 */
export async function callCrm(request: CrmRequest): Promise<CrmResponse> {
  const label = request.provider;
  const url = new URL(request.url);
  const where = `${label} (${url.host})`;
  const unreachable = (detail: string) =>
    new CrmError(`${where} unreachable: ${detail}`, true, {
      reason: { key: 'api.crm.unreachable', params: { provider: label } },
    });
  if (!request.network.allowPrivate && namesInternalHost(url)) {
    throw unreachable(`${url.hostname} is an internal address`);
  }
  let answer: RawAnswer;
  try {
    answer = await send(request, url);
  } catch (error) {
    if (error instanceof CrmError) throw error;
    const cause = error as NodeJS.ErrnoException;
    throw unreachable(cause.code ?? cause.message);
  }

  const { status, text } = answer;
  let body: unknown;
  let unreadable = false;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      unreadable = true;
    }
  }
  if (status >= 200 && status < 300) return { status, body, unreadable };

  const excerpt = describeRejection(body) || text.slice(0, 300);
  const message = `${where} answered ${status}${excerpt ? `: ${excerpt}` : ''}`;
  const reason = { key: 'api.crm.httpError', params: { provider: label, status } } as const;
  if (status >= 300 && status < 400) {
    throw new CrmError(
      `${message} (redirect to ${answer.headers.location ?? 'nowhere'} not followed)`,
      false,
      {
        status,
        reason: { key: 'api.crm.redirect', params: { provider: label, status } },
      },
    );
  }
  if (status === 429 || status === 503) {
    const retryAfterMs = parseRetryAfter(answer.headers['retry-after']);
    throw new CrmError(message, true, { status, retryAfterMs, reason });
  }
  const retryable = status >= 500 || status === 408 || status === 401 || status === 403;
  throw new CrmError(message, retryable, { status, reason });
}

/** The exchange itself: the socket connects only to addresses `guardedLookup` checked. */
function send(request: CrmRequest, url: URL): Promise<RawAnswer> {
  const body = request.json === undefined ? undefined : JSON.stringify(request.json);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: request.method,
      agent: false,
      lookup: guardedLookup(request.network),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
      outgoing.destroy();
    };
    const timer = setTimeout(
      () => fail(Object.assign(new Error('timeout'), { code: `no answer within ${request.timeoutMs} ms` })),
      request.timeoutMs,
    );
    outgoing.on('error', fail);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          fail(
            new CrmError(`${request.provider} (${url.host}) sent more than ${MAX_ANSWER_BYTES} bytes`, true, {
              reason: { key: 'api.crm.unreadable', params: { provider: request.provider } },
            }),
          );
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('error', fail);
      incoming.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.end(body);
  });
}

/** The provider's own words for a refusal, when its body has some (for the log only). */
function describeRejection(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  const text = record.message ?? record.error ?? record.detail;
  return typeof text === 'string' ? text.slice(0, 300) : '';
}

/** Joins a base URL and a path without doubling or losing slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
