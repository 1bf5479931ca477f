import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@vitrine/core/schemas/api-key';

/** A new read-API key: `vtr_` and 256 random bits; only its hash and first characters are kept. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_CHARS) };
}

/** What is stored of a key: SHA-256 (the key is random and long, so no slow hash is needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The key a request sends: `Authorization: Bearer <key>` or `X-Api-Key: <key>`; null when it
 * sends none. Only the header's first value is read.
 */
export function apiKeyOfHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(first(headers.authorization) ?? '')?.[1];
  const key = bearer ?? first(headers['x-api-key']);
  return key && key.length <= 200 ? key : null;
}
