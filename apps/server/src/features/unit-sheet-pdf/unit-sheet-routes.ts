import { canOpenUnit } from '@vitrine/core/display-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-errors.ts';
import { siteOrigin } from '../domain/site-of-host.ts';
import { unitOfRequest } from '../units/unit-routes.ts';
import { unitSheetPdf } from './unit-sheet-pdf.ts';

const ZUnitParams = z.object({ id: z.string() });

/**
 * GET /unit/:id/sheet.pdf(?locale=fr|en): the unit's sheet as a PDF, for a unit of the site chosen
 * by the Host whose sheet opens (available, with-detail on: core canOpenUnit); 404 for any other,
 * as for an unknown one. Anyone may read it, as anyone may open the sheet.
 */
export const unitSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/unit/:id/sheet.pdf', { schema: { params: ZUnitParams, hide: true } }, async (request, reply) => {
    const { site, found } = await unitOfRequest(app, request);
    if (!canOpenUnit(found.unit, found.projectSettings)) throw notFound();
    const started = performance.now();
    const sheet = await unitSheetPdf(
      { db: app.db, storage: app.storageDriver, fileUrl: app.storage.url },
      found,
      { domainId: site.domain.id, origin: siteOrigin(site, app.config.appUrl) },
      request.locale,
    );
    request.log.info(
      {
        unitId: found.unit.id,
        cached: sheet.cached,
        ms: Math.round(performance.now() - started),
        bytes: sheet.bytes.length,
      },
      'unit sheet PDF',
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'Accept-Language')
      .send(sheet.bytes);
  });
};
