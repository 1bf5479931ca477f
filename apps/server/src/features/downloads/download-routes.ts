import { extname } from 'node:path';
import { canOpenUnit } from '@vitrine/core/display-rules';
import { translate } from '@vitrine/core/i18n/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findDomainForHost } from '../domain/domain-repository.ts';
import { findUnitOfDomain } from '../leads/lead-repository.ts';
import { findProjectSettings } from '../units/unit-repository.ts';
import { planArchive } from './plan-archive.ts';
import { fileSlug, findUnitPlans } from './unit-plans.ts';

const ZParams = z.object({ unit: z.string() });

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** `attachment; filename="plan-a-1-03.pdf"` (the name is already plain ASCII). */
function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}

/**
 * GET /download/:unit/blueprints: the unit's plan as a file when it has one, a zip of its plans
 * when it has several; a 404 when it has none, is not a unit of this site, or its sheet does not
 * open (the plans are the sheet's). The 404 is the site's page for a browser, JSON otherwise.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/download/:unit/blueprints', { schema: { params: ZParams } }, async (request, reply) => {
    // a visitor following the link gets the site's own "page not found", a script the JSON message
    const noPlan = () =>
      /\btext\/html\b/.test(request.headers.accept ?? '')
        ? reply.callNotFound()
        : reply.code(404).send({ message: translate(request.locale, 'api.noBlueprint') });
    const id = /^[1-9]\d{0,9}$/.test(request.params.unit) ? Number(request.params.unit) : null;
    const domain = await findDomainForHost(app.db, request.hostname);
    const found = id !== null && domain ? await findUnitOfDomain(app.db, domain.id, id) : undefined;
    if (!found || !canOpenUnit(found.unit, await findProjectSettings(app.db, found.project.id)))
      return noPlan();
    const plans = await findUnitPlans(found.unit, app.storageDriver);
    reply.header('Cache-Control', 'no-cache');
    if (plans.length === 0) return noPlan();
    app.visitorCounts.add({
      domainId: found.project.domain_id,
      kind: 'plan_downloaded',
      projectId: found.project.id,
      unitId: found.unit.id,
    });
    if (plans.length === 1) {
      const [plan] = plans as [(typeof plans)[0]];
      const file = await app.storageDriver.stream(plan.path);
      if (!file) return noPlan();
      return reply
        .type(CONTENT_TYPES[extname(plan.filename)] ?? 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Content-Disposition', attachment(plan.filename))
        .send(file.body);
    }
    return reply
      .type('application/zip')
      .header('Content-Disposition', attachment(`plans-${fileSlug(found.unit.name)}.zip`))
      .send(await planArchive(app.storageDriver, plans));
  });
};
