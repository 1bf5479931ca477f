import multipart from '@fastify/multipart';
import { translateMessage } from '@vitrine/core/i18n/index';
import { mayWrite } from '@vitrine/core/permissions';
import { planPriceListImport } from '@vitrine/core/price-lists/price-list-import';
import { type TPriceListPreview, ZPriceListApply } from '@vitrine/core/schemas/price-list';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { applyPriceList } from './price-list-apply.ts';
import { PRICE_LIST_MAX_BYTES, priceListCsv, priceListXlsx, readPriceListFile } from './price-list-files.ts';
import { statusesOfProject, unitsOfProject } from './price-list-repository.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });
const ZExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  locale: z.string().optional(),
});
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The project of the path within the actor's reach (404 otherwise); `write`: they may change its units (403). */
async function projectOf(app: FastifyInstance, request: FastifyRequest, id: number, write: boolean) {
  const actor = currentUser(request);
  const project = await findRow(app.db, resourceRegistry.get('projects')!, actor, id);
  if (!project) throw notFound();
  if (write && !mayWrite(actor, 'units', 'update')) throw forbidden();
  return Number(project.id);
}

/**
 * A project's price list (issue 16 point 4): GET …/price-list?format=csv|xlsx exports its units;
 * POST …/price-list/preview reads an edited file (multipart `file`, CSV or XLSX told by content)
 * and answers every change and every refused line, writing nothing; POST …/price-list/apply
 * applies the previewed changes all at once. Admins and sales users of the project's corporation
 * (root: any); a unit of another project or corporation is unknown.
 */
export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 5 } });
  const tags = ['projects'];

  app.get(
    '/projects/:id/price-list',
    { schema: { tags, params: ZParams, querystring: ZExportQuery }, preHandler: [requireUser] },
    async (request, reply) => {
      const projectId = await projectOf(app, request, request.params.id, false);
      const [units, statuses] = await Promise.all([
        unitsOfProject(app.db, projectId),
        statusesOfProject(app.db, projectId),
      ]);
      const label = (id: number | null) =>
        statuses.find((status) => status.id === id)?.label(request.locale) ?? '';
      const name = `liste-de-prix-${projectId}.${request.query.format}`;
      reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store');
      if (request.query.format === 'xlsx')
        return reply.type(XLSX_TYPE).send(await priceListXlsx(units, label));
      return reply.type('text/csv; charset=utf-8').send(priceListCsv(units, label));
    },
  );

  app.post(
    '/projects/:id/price-list/preview',
    { schema: { tags, params: ZParams }, preHandler: [requireUser] },
    async (request): Promise<TPriceListPreview> => {
      const projectId = await projectOf(app, request, request.params.id, true);
      if (!request.isMultipart()) throw badRequest({ key: 'api.priceLists.noFile' });
      const file = await request.file();
      if (!file) throw badRequest({ key: 'api.priceLists.noFile' });
      const rows = await readPriceListFile(await file.toBuffer());
      const [units, statuses] = await Promise.all([
        unitsOfProject(app.db, projectId),
        statusesOfProject(app.db, projectId),
      ]);
      const plan = planPriceListImport(rows, {
        units: new Map(units.map((unit) => [unit.id, unit])),
        statuses,
      });
      if (!plan.ok) throw badRequest(plan.reason);
      return {
        changes: plan.changes,
        refusals: plan.refusals.map((refusal) => ({
          ...refusal,
          reason: translateMessage(request.locale, refusal.reason),
        })),
        unchanged: plan.unchanged,
      };
    },
  );

  app.post(
    '/projects/:id/price-list/apply',
    { schema: { tags, params: ZParams, body: ZPriceListApply }, preHandler: [requireUser] },
    async (request) => {
      const projectId = await projectOf(app, request, request.params.id, true);
      const applied = await applyPriceList(app.db, projectId, request.body.changes, currentUser(request).id);
      return { applied };
    },
  );
};
