import rateLimit from '@fastify/rate-limit';
import { ZBeaconBatch } from '@vitrine/core/analytics/visitor-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError, notFound } from '../../http/http-errors.ts';
import { comesFromAnotherOrigin } from '../../plugins/csrf.ts';
import { findSiteForHost } from '../domain/domain-repository.ts';
import { SiteUnitIndex } from './analytics-repository.ts';

/** Beacons a visitor's address may send a minute, per process (a visit sends a few). */
export const BEACON_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** A batch of 20 events is well under this. */
const BEACON_BODY_LIMIT = 4096;

/** 400 with the reason a beacon was refused (a developer reads it; no visitor sees it). */
const refused = (reason: string) => new HttpError(400, { key: 'api.invalidData' }, { reason });

/**
 * POST /beacons: what the browser alone sees (a unit's sheet opened, a favourite, a comparison),
 * batched and sent with navigator.sendBeacon. In order: rate limit per address (in this process's
 * memory: a beacon must stay cheaper than a page), the site of the Host (404 for a host no site
 * has), a cross-origin browser refused (403), the batch checked (400 with a reason: unknown kind,
 * too many events, a unit that is not the site's), then each event added to the counts in
 * memory (visitor-counter.ts). 204, nothing else is kept: no address, no cookie, no identifier.
 */
export const beaconRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  const units = new SiteUnitIndex(app.db);
  // sendBeacon posts a string as text/plain, which needs no CORS preflight
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(refused('the body is not JSON'), undefined);
    }
  });

  app.post(
    '/beacons',
    { bodyLimit: BEACON_BODY_LIMIT, config: { rateLimit: BEACON_RATE_LIMIT } },
    async (request, reply) => {
      const site = await findSiteForHost(app.db, request.hostname, 'form', app.config.appUrl);
      if (!site) throw notFound();
      if (comesFromAnotherOrigin(request)) throw forbidden();
      const parsed = ZBeaconBatch.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw refused(`${issue.path.join('.') || 'body'}: ${issue.message}`);
      }
      const projectOf = await units.projectOfUnits(site.domain.id, site.version);
      const foreign = parsed.data.events.find((event) => event.unit_id && !projectOf.has(event.unit_id));
      if (foreign) throw refused(`unit ${foreign.unit_id} is not a unit of this site`);
      for (const event of parsed.data.events) {
        app.visitorCounts.add({
          domainId: site.domain.id,
          kind: event.kind,
          unitId: event.unit_id,
          projectId: event.unit_id ? projectOf.get(event.unit_id) : undefined,
        });
      }
      return reply.code(204).send();
    },
  );
};
