import { frameAncestorsOf } from '@vitrine/core/embed-origins';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSiteForHost } from '../domain/domain-repository.ts';
import { listEmbedOrigins } from './embed-origins-repository.ts';

/** The showcase made to sit in a frame on the developer's own site: `/embed/orbital/{project}…`. */
export const EMBED_PREFIX = '/embed';

/** Whether a page path is the embed variant of the site (`/embed`, `/embed/…`). */
export function isEmbedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === EMBED_PREFIX || path.startsWith(`${EMBED_PREFIX}/`);
}

/** The meta tag the bridge reads the listed origins from (apps/web/src/public/embed). */
export const EMBED_ORIGINS_META = 'vitrine-embed-origins';

/**
 * Sends the SPA's page for an embed path: framed only by the origins the Host's site lists
 * (`frame-ancestors`, no X-Frame-Options), `'none'` when it lists none; the origins go in a meta
 * tag for the postMessage bridge. The page is rendered by the browser (the router then works
 * under /embed).
 */
export async function sendEmbedPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const site = await findSiteForHost(
    request.server.db,
    request.hostname,
    'read',
    request.server.config.appUrl,
  );
  const origins = site ? await listEmbedOrigins(request.server.db, site.domain.id) : [];
  restrictFraming(reply, origins);
  const meta = `<meta name="${EMBED_ORIGINS_META}" content="${escapeAttribute(JSON.stringify(origins))}">`;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(html.replace('</head>', () => `${meta}</head>`));
}

/** The page may be framed by exactly these origins (by none when the list is empty). */
export function restrictFraming(reply: FastifyReply, origins: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header(
      'content-security-policy',
      csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestorsOf(origins)}`),
    );
  }
  // frame-ancestors decides; X-Frame-Options cannot name another origin
  if (origins.length > 0) reply.removeHeader('x-frame-options');
  else reply.header('x-frame-options', 'DENY');
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
