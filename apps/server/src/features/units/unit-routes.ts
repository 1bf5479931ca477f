import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-errors.ts';
import { presentContextOf } from '../../http/present-context-of.ts';
import { ZPublicQuery } from '../../http/public-query.ts';
import { type FoundSite, findSiteForHost } from '../domain/domain-repository.ts';
import { presentUnitWithRelations } from './unit-presenter.ts';
import { findUnitOfSite, type UnitWithRelations } from './unit-repository.ts';

const ZUnitParams = z.object({ id: z.string() });

/** An id from a path segment; anything but a positive integer names no resource. */
function pathId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/**
 * GET /unit/:id: one unit of the site chosen by the Host header, with its project and floor
 * (public 360 page, unit sheet); 404 for a unit of another site, as for an unknown one.
 */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/unit/:id', { schema: { params: ZUnitParams, querystring: ZPublicQuery } }, async (request) => {
    const { found } = await unitOfRequest(app, request);
    return { data: presentUnitWithRelations(found, presentContextOf(request, request.query)) };
  });
};

/**
 * The unit a public `/unit/:id…` request names, on the site its Host chooses, with that site;
 * 404 for an id that names no unit of that site (another site's unit, an unknown or made-up id).
 */
export async function unitOfRequest(
  app: FastifyInstance,
  request: { params: { id: string }; hostname: string },
): Promise<{ site: FoundSite; found: UnitWithRelations }> {
  const id = pathId(request.params.id);
  const site =
    id === null ? undefined : await findSiteForHost(app.db, request.hostname, 'read', app.config.appUrl);
  const found = id === null || !site ? undefined : await findUnitOfSite(app.db, site.domain.id, id);
  if (!site || !found) throw notFound();
  return { site, found };
}
