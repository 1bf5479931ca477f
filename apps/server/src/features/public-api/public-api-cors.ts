import { isListedOrigin, normalizeOrigin } from '@vitrine/core/embed-origins';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOriginOfAnySite, listEmbedOrigins } from '../embed/embed-origins-repository.ts';

// CORS of the read API: a browser on a site's listed origin reads the answers made with that
// site's key; no cookie is ever involved (no Allow-Credentials).

const ALLOWED_HEADERS = 'Authorization, X-Api-Key';
const EXPOSED_HEADERS = 'Retry-After, RateLimit-Limit, RateLimit-Remaining';

function allow(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
}

const originOf = (request: FastifyRequest) => {
  const sent = request.headers.origin;
  return typeof sent === 'string' ? normalizeOrigin(sent) : null;
};

/** A call with a valid key: its answer is readable by the key's site's listed origins only. */
export async function allowOriginOfKey(request: FastifyRequest, reply: FastifyReply, domainId: number) {
  const origin = originOf(request);
  if (origin && isListedOrigin(origin, await listEmbedOrigins(request.server.db, domainId)))
    allow(reply, origin);
}

/**
 * Before the key is known (a preflight carries none, a refused call has none that counts): an
 * origin some site lists may ask and read why it was refused; the data itself still needs the
 * key's site to list it (allowOriginOfKey).
 */
export async function allowListedOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = originOf(request);
  if (origin && (await isOriginOfAnySite(request.server.db, origin))) allow(reply, origin);
}

/** OPTIONS: the preflight's answer (204), with the CORS headers when the origin is listed. */
export async function answerPreflight(request: FastifyRequest, reply: FastifyReply) {
  await allowListedOrigin(request, reply);
  if (reply.hasHeader('access-control-allow-origin')) {
    reply.header('access-control-allow-methods', 'GET, OPTIONS');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', 600);
  }
  return reply.code(204).send();
}
