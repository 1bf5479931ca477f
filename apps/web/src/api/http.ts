/** Every call sends credentials and the XHR header (spec §7). */
export const requestHeaders: Readonly<Record<string, string>> = {
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/json',
};

/** A failed HTTP answer, carrying its status and parsed JSON body when there is one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
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

/** The parsed JSON body of a successful answer; an HttpError with status and body otherwise. */
async function bodyOf<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return bodyOf<T>(await fetch(url, { credentials: 'include', headers: requestHeaders, signal }));
}

/**
 * A GET that index.html also preloads: a browser hands the preloaded answer over only to a
 * request that matches it, so this one adds no header the preload lacks (the server answers JSON
 * on these paths anyway).
 */
export async function getPreloadedJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return bodyOf<T>(await fetch(url, { credentials: 'include', signal }));
}

export async function postJson<T>(url: string, payload: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { ...requestHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return bodyOf<T>(response);
}

/** Field errors of a 422 answer (`{ message, errors: { field: [messages] } }`), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}
