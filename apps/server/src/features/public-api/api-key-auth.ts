import type { TPublicApiErrorReason } from '@vitrine/core/schemas/public-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../../db/schema.ts';
import { type ClientText, HttpError } from '../../http/http-errors.ts';
import { hitThrottle, type ThrottleLimit } from '../../security/throttle.ts';
import { findApiKeyByHash, touchApiKey } from './api-key-repository.ts';
import { apiKeyOfHeaders, hashApiKey } from './api-keys.ts';
import { allowListedOrigin, allowOriginOfKey } from './public-api-cors.ts';

/** Calls per key: 60 a minute, counted in the database by every server process (security/throttle.ts). */
export const API_KEY_LIMIT: ThrottleLimit = { max: 60, windowMs: 60_000 };

const refused = (status: number, text: ClientText, reason: TPublicApiErrorReason) =>
  new HttpError(status, text, { reason });

const keys = new WeakMap<FastifyRequest, Row<'api_keys'>>();

/**
 * preHandler of the read API, in order: the key (401 `missing-key`, `unknown-key`, `revoked-key`,
 * with WWW-Authenticate), CORS for the key's site's origins, then the key's rate limit (429
 * `too-many-requests` with Retry-After). The Host plays no part: the key names the site.
 */
export async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const db = request.server.db;
  const sent = apiKeyOfHeaders(request.headers);
  const key = sent === null ? undefined : await findApiKeyByHash(db, hashApiKey(sent));
  if (!key || key.revoked_at) {
    reply.header('www-authenticate', 'Bearer realm="vitrine"');
    await allowListedOrigin(request, reply);
    if (sent === null) throw refused(401, { key: 'api.embed.missingKey' }, 'missing-key');
    if (!key) throw refused(401, { key: 'api.embed.unknownKey' }, 'unknown-key');
    throw refused(401, { key: 'api.embed.revokedKey' }, 'revoked-key');
  }
  await allowOriginOfKey(request, reply, key.domain_id);
  const verdict = await hitThrottle(db, `api-key:${key.id}`, API_KEY_LIMIT);
  reply.header('ratelimit-limit', API_KEY_LIMIT.max);
  if (!verdict.allowed) {
    reply.header('retry-after', verdict.retryAfterSeconds);
    throw refused(
      429,
      { key: 'api.tooManyRequests', params: { seconds: verdict.retryAfterSeconds } },
      'too-many-requests',
    );
  }
  reply.header('ratelimit-remaining', Math.max(0, API_KEY_LIMIT.max - verdict.hits));
  await touchApiKey(db, key);
  keys.set(request, key);
}

/** The site (domain id) of the request's key, once requireApiKey let it through. */
export function siteOfKey(request: FastifyRequest): number {
  const key = keys.get(request);
  if (!key) throw new Error('siteOfKey without requireApiKey');
  return key.domain_id;
}
