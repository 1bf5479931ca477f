/**
 * A failed call to a CRM. `retryable`: trying again later may succeed (timeout, network, 429,
 * 5xx, refused credentials that may be fixed); otherwise the provider rejected the request itself.
 */
export class CrmError extends Error {
  override name = 'CrmError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly details: { status?: number; retryAfterMs?: number } = {},
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
}

/** Seconds or an HTTP date, as Retry-After may hold; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One HTTP call with a deadline. Answers 2xx as a CrmResponse; throws a CrmError for anything
 * else, classified as retryable or not.
 */
export async function callCrm(request: CrmRequest): Promise<CrmResponse> {
  const label = request.provider;
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CrmError(`${label} did not answer within ${request.timeoutMs} ms`, true);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CrmError(
      `${label} unreachable: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      true,
    );
  }
  let body: unknown;
  let unreadable = false;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      unreadable = true;
    }
  }
  if (response.ok) return { status: response.status, body, unreadable };

  const status = response.status;
  const reason = describeRejection(body);
  const message = `${label} answered ${status}${reason ? `: ${reason}` : ''}`;
  if (status === 429 || status === 503) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    throw new CrmError(message, true, { status, retryAfterMs });
  }
  const retryable = status >= 500 || status === 408 || status === 401 || status === 403;
  throw new CrmError(message, retryable, { status });
}

/** The provider's own words for a refusal, when its body has some. */
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
