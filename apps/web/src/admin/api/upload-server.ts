import type { FilePondServerConfigProps } from 'filepond';
import { currentXsrfHeaders } from './admin-http.ts';

/** Chunks of 1,000,000 bytes (back office §5). */
export const UPLOAD_CHUNK_SIZE = 1_000_000;
export const FILEPOND_URL = '/api/filepond';

/**
 * FilePond against the server's FilePond endpoint: process (POST, then PATCH ?patch=id per
 * chunk) and revert (DELETE with the server id), each with the XSRF header.
 */
export function filePondServer(): FilePondServerConfigProps['server'] {
  const headers = currentXsrfHeaders();
  const withCredentials = true;
  // FilePond retries a failed chunk; a refused last chunk deletes the upload, so the retries
  // get a 404: the refusal read first is kept to be shown rather than "not found".
  let refused: UploadRefusal | null = null;
  const onerror = (response: unknown): UploadRefusal | null => {
    const refusal = uploadRefusalOf(response);
    if (refusal?.fromFields) refused = refusal;
    return refused ?? refusal;
  };
  return {
    url: FILEPOND_URL,
    process: { url: '', method: 'POST', headers, withCredentials, onload: serverIdOf, onerror },
    patch: { url: '?patch=', headers, withCredentials, onerror },
    revert: { url: '', method: 'DELETE', headers, withCredentials },
    fetch: null,
    restore: null,
    load: null,
  };
}

/**
 * The server id from the process answer: plain text, or JSON `{ id }` / `{ serverId }`.
 * FilePond hands a whole-file answer as its text, and a chunked upload's first answer as the
 * XMLHttpRequest itself.
 */
export function serverIdOf(response: unknown): string {
  const body =
    response && typeof response === 'object' && 'response' in response
      ? (response as { response: unknown }).response
      : response;
  const text = typeof body === 'string' ? body.trim() : String(body ?? '');
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as { id?: unknown; serverId?: unknown; data?: { id?: unknown } };
      const id = body.id ?? body.serverId ?? body.data?.id;
      if (id !== undefined && id !== null) return String(id);
    } catch {
      // not JSON after all
    }
  }
  return text;
}

/** What FilePond keeps as the `body` of a failed request when the server said why. */
export interface UploadRefusal {
  reason: string;
  /** Read from the 422's field errors (a refused file), not only its message. */
  fromFields: boolean;
}

/**
 * Why the server refused an upload, from its JSON answer (`{ message, errors: { file: […] } }`):
 * the field messages joined, else the message; null when the answer says nothing readable.
 */
export function uploadRefusalOf(response: unknown): UploadRefusal | null {
  if (typeof response !== 'string' || !response.trim().startsWith('{')) return null;
  try {
    const body = JSON.parse(response) as { message?: unknown; errors?: unknown };
    const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors) : [];
    const messages = errors.flat().filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) return { reason: messages.join(' '), fromFields: true };
    if (typeof body.message === 'string' && body.message !== '') {
      return { reason: body.message, fromFields: false };
    }
    return null;
  } catch {
    return null;
  }
}
