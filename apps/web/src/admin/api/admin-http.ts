import { i18n } from '../../i18n/translations.ts';
import { cookieValue } from '../../ui/cookies.ts';

/**
 * The back office's HTTP client (back office §7): every call sends credentials and the XHR
 * header; mutating calls first make sure the Sanctum-style XSRF-TOKEN cookie exists and echo it
 * in X-XSRF-TOKEN. Failures become ApiError, carrying the status and the server's JSON body.
 */

const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/json',
};

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A failed answer: status (0 for a network failure), the JSON body and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** `errors` of a 422 answer, by field path ("name.fr"), else null. */
  get fieldErrors(): Record<string, string[]> | null {
    if (this.status !== 422) return null;
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map(String) : [String(messages)],
      ]),
    );
  }

  /** The message the server wrote, if it wrote one. */
  get serverMessage(): string | undefined {
    return messageOf(this.body);
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function readCookie(name: string): string | null {
  const value = cookieValue(document.cookie, name);
  return value === null ? null : decodeURIComponent(value);
}

/** GET /sanctum/csrf-cookie: sets a fresh XSRF-TOKEN cookie. */
export async function fetchCsrfCookie(): Promise<void> {
  const response = await fetch('/sanctum/csrf-cookie', {
    credentials: 'include',
    headers: BASE_HEADERS,
  }).catch((error: unknown) => {
    throw networkFailure(error);
  });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
}

async function xsrfHeaders(): Promise<Record<string, string>> {
  if (!readCookie(XSRF_COOKIE)) await fetchCsrfCookie();
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/** The headers a mutating call needs (also used by the upload widget). */
export function currentXsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return { ...BASE_HEADERS, ...(token ? { [XSRF_HEADER]: token } : {}) };
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `?a=1&filter[name]=x`, leaving out empty values. */
export function queryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = search.toString().replaceAll('%5B', '[').replaceAll('%5D', ']').replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** JSON body, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call outlive the page (a delete sent while the tab closes). */
  keepalive?: boolean;
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...BASE_HEADERS };
  if (method !== 'GET') Object.assign(headers, await xsrfHeaders());
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(`${path}${queryString(options.query)}`, {
      method,
      credentials: 'include',
      headers,
      body,
      signal: options.signal ?? null,
      ...(options.keepalive && { keepalive: true }),
    });
  } catch (error) {
    throw networkFailure(error);
  }
}

/**
 * A request that got no answer: the browser's own words ("Failed to fetch", "NetworkError when
 * attempting to fetch resource.") are replaced by the admin's, in its language. Aborts stay aborts.
 */
function networkFailure(error: unknown): unknown {
  if ((error as Error | null)?.name === 'AbortError') return error;
  return new ApiError(0, { message: i18n.t('admin.errors.network') });
}

/**
 * One call. A 419 (expired CSRF token, e.g. after signing in) fetches a fresh cookie and is
 * tried once more before it is reported.
 */
export async function apiFetch(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  let response = await send(method, path, options);
  if (response.status === 419 && method !== 'GET') {
    await fetchCsrfCookie().catch(() => undefined);
    response = await send(method, path, options);
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}

export async function apiJson<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(method, path, options);
  return (await readBody(response)) as T;
}
