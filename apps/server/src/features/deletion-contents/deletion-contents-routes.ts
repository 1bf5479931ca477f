import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { deletionContents, RESOURCES_WITH_CONTENTS } from './deletion-contents.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * GET /api/{domains|projects|buildings|floors}/{id}/contents: how many projects, buildings,
 * floors and units a delete would take with it. 404 for a row outside the user's reach.
 */
export const deletionContentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of RESOURCES_WITH_CONTENTS) {
    const resource = resourceRegistry.get(name)!;
    app.get(
      `/${name}/:id/contents`,
      { schema: { params: ZParams, tags: [name] }, preHandler: [requireUser] },
      async (request) => {
        const row = await findRow(app.db, resource, currentUser(request), request.params.id);
        if (!row) throw notFound();
        return { data: await deletionContents(app.db, name, Number(row.id)) };
      },
    );
  }
};
