import { outlineSaveProblems, ZOutlineSave } from '@vitrine/core/outline-editing/outline-save';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unprocessable } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { buildingOfPolygons } from '../media/media-places.ts';
import { storePolygons } from '../media/polygon-media.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { admins } from '../resources/resource.ts';
import { outlineFileOf } from './outline-file.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * PUT /api/buildings/{id}/outlines — the outline editor's save: every view's outlines by unit id,
 * checked (no empty or self-crossing frame, only this building's floors and units), then written
 * as the polygon file the public site reads; the file it replaces stays until then and is kept
 * beside it as previous.json. Admins of the building's corporation (and root) only, like uploads.
 */
export const outlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/buildings/:id/outlines',
    {
      schema: { params: ZId, body: ZOutlineSave, tags: ['media'] },
      preHandler: [requireUser],
      bodyLimit: 32 * 1024 * 1024,
    },
    async (request) => {
      const actor = currentUser(request);
      const row = await findRow(app.db, resourceRegistry.get('buildings')!, actor, request.params.id);
      if (!row) throw notFound();
      if (!admins(actor)) throw forbidden();
      const shapeProblems = outlineSaveProblems(request.body);
      if (shapeProblems.length > 0)
        throw unprocessable(Object.fromEntries(shapeProblems.map((p) => [p.path, [p.message]])));
      const building = await buildingOfPolygons(app.db, request.params.id);
      const { file, problems } = await outlineFileOf(app.db, building, request.body);
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
      const report = await storePolygons(app.db, app.storageDriver, building, file, { keepPrevious: true });
      await touchContentOf(app.db, 'buildings', [request.params.id]);
      return { data: report };
    },
  );
};
