import { type TranslationKey, type TranslationParams, translate } from '@vitrine/core/i18n/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { findRow, reachableIds } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { byName } from '../resources/resource.ts';

const ZSortParams = z.object({ resource: z.string() });
const ZSortBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(5000) });

/**
 * POST /api/sort/{resource} with `{ ids }` in their new order: each id gets its index as order.
 * Every id must be reachable by the actor, changeable by them and share one parent (one floor's
 * units, one project's buildings…). Answers `{ status: 'success' }`, or `{ status: 'error',
 * message }` with 400 (not sortable), 403, 404 (an id out of reach) or 422; nothing is changed then.
 */
export const sortRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sort/:resource',
    { schema: { params: ZSortParams, body: ZSortBody, tags: ['sort'] }, preHandler: [requireUser] },
    async (request, reply) => {
      const actor = currentUser(request);
      const resource = resourceRegistry.get(request.params.resource);
      const fail = (code: number, key: TranslationKey, params?: TranslationParams) =>
        reply.code(code).send({ status: 'error', message: translate(request.locale, key, params) });
      if (!resource?.ordering) return fail(400, 'api.notSortable', { resource: request.params.resource });
      const ids = [...new Set(request.body.ids)];
      const reachable = await reachableIds(app.db, resource, actor, ids, 'read');
      if (ids.some((id) => !reachable.has(id))) return fail(404, 'api.notFound');
      const first = await findRow(app.db, resource, actor, ids[0]!);
      if (!first || !resource.policy.update(actor, first)) return fail(403, 'api.forbidden');
      const { column, group } = resource.ordering;
      const groups = await byName(app.db)
        .selectFrom(resource.table)
        .select(group)
        .distinct()
        .where('id', 'in', ids)
        .execute();
      if (groups.length !== 1) return fail(422, 'api.sortSameParent');
      await app.db.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries()) {
          await byName(trx)
            .updateTable(resource.table)
            .set({ [column]: index })
            .where('id', '=', id)
            .execute();
        }
        await touchContentOf(trx, resource.table, ids);
      });
      return { status: 'success' };
    },
  );
};
