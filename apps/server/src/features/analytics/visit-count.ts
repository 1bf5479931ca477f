import { isCountedVisit } from '@vitrine/core/analytics/visitor-events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSiteForHost } from '../domain/domain-repository.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Counts a visit to the Host's site when a public page is served to a person arriving from
 * outside the site (core's isCountedVisit): read from the request's own headers, nothing kept
 * about the visitor, no cookie.
 */
export async function countVisit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const counted = isCountedVisit({
    host: request.host,
    referer: header(request, 'referer'),
    userAgent: header(request, 'user-agent'),
    purpose: header(request, 'sec-purpose') ?? header(request, 'purpose'),
  });
  if (!counted) return;
  const site = await findSiteForHost(app.db, request.hostname, 'read', app.config.appUrl);
  if (site) app.visitorCounts.add({ domainId: site.domain.id, kind: 'visit' });
}
