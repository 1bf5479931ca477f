import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { listUnitHistory } from './unit-history-repository.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * GET /api/units/{id}/history and GET /api/floors/{id}/history: the changes of status and price
 * (who, when, from, to, by a person, an import or the CRM). Anyone who reads the unit or floor
 * reads its history; out of reach is a 404 like the row itself.
 */
export const unitHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [resource, key] of [
    ['units', 'unitId'],
    ['floors', 'floorId'],
  ] as const) {
    const definition = resourceRegistry.get(resource)!;
    app.get(
      `/${resource}/:id/history`,
      { schema: { tags: [resource], params: ZParams }, preHandler: [requireUser] },
      async (request) => {
        const row = await findRow(app.db, definition, currentUser(request), request.params.id);
        if (!row) throw notFound();
        const where = key === 'unitId' ? { unitId: request.params.id } : { floorId: request.params.id };
        return { data: await listUnitHistory(app.db, where, request.locale) };
      },
    );
  }
};
