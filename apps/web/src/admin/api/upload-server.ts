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
  return {
    url: FILEPOND_URL,
    process: { url: '', method: 'POST', headers, withCredentials, onload: serverIdOf },
    patch: { url: '?patch=', headers, withCredentials },
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
