import { ZIdInput } from '@vitrine/core/schemas/common';
import { ZGalleryUploadInput } from '@vitrine/core/schemas/gallery-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { bumpContentVersions } from '../domain/content-versions.ts';
import { insertGalleryFile } from '../resources/definitions/files.ts';
import { reachableIds } from '../resources/list-rows.ts';
import { includeTree, presentRows, scopedSelect } from '../resources/present-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { itemQueryOf, presentOptionsOf } from '../resources/request-query.ts';
import type { AnyRow } from '../resources/resource.ts';
import { deleteFiles } from '../resources/write-rows.ts';
import { claimUploads, releaseUploads, uploadAreaOf } from '../uploads/temporary-uploads.ts';

/** `order`: every id of the gallery in its new order (optional; /api/sort/files does the same). */
const ZGalleryBatch = ZGalleryUploadInput.extend({ order: z.array(ZIdInput).optional() });

/**
 * POST /api/files/upload: a domain's gallery in one call — `files` (FilePond server ids) are
 * added at the end with their renditions, `removes` (gallery ids) deleted with their files,
 * `order` applied; answers the gallery as the list call does.
 */
export const galleryUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = resourceRegistry.get('files')!;
  const domains = resourceRegistry.get('domains')!;
  app.post(
    '/files/upload',
    { schema: { body: ZGalleryBatch, tags: ['files'] }, preHandler: [requireUser] },
    async (request) => {
      const actor = currentUser(request);
      const { domain_id: domainId, files: uploadIds, removes, order } = request.body;
      if (!(await reachableIds(app.db, domains, actor, [domainId], 'read')).has(domainId)) throw notFound();
      if (!files.policy.create(actor)) throw forbidden();
      const area = uploadAreaOf(app);
      const uploads = await claimUploads(area, actor, uploadIds, ['image'], 'files');
      const db = app.db;

      const removed: AnyRow[] = removes.length
        ? await scopedSelect(files, { db: app.db, actor } as never)
            .where('files.domain_id', '=', domainId)
            .where('files.id', 'in', removes)
            .execute()
        : [];
      const last = await db
        .selectFrom('files')
        .select(db.fn.max('order').as('max'))
        .where('domain_id', '=', domainId)
        .executeTakeFirst();
      let next = Number(last?.max ?? -1) + 1;
      for (const upload of uploads) await insertGalleryFile(db, app.storageDriver, domainId, upload, next++);
      await releaseUploads(area, uploads);
      if (removed.length > 0) {
        await db
          .deleteFrom('files')
          .where(
            'id',
            'in',
            removed.map((row) => row.id),
          )
          .execute();
        for (const row of removed) await deleteFiles(app, files.filesOf!(row));
      }
      if (order?.length) {
        const reachable = await reachableIds(app.db, files, actor, order, 'read');
        for (const [index, id] of order.filter((id) => reachable.has(id)).entries()) {
          await db
            .updateTable('files')
            .set({ order: index })
            .where('id', '=', id)
            .where('domain_id', '=', domainId)
            .execute();
        }
      }
      await bumpContentVersions(app.db, [domainId]);
      const { query } = itemQueryOf(request, files);
      const rows = await scopedSelect(files, { db: app.db, actor } as never)
        .where('files.domain_id', '=', domainId)
        .orderBy('files.order')
        .orderBy('files.id')
        .execute();
      const data = await presentRows(
        files,
        rows,
        includeTree(query.include),
        presentOptionsOf(request, query),
      );
      return {
        data,
        meta: { current_page: 1, per_page: Math.max(rows.length, 1), total: rows.length, last_page: 1 },
      };
    },
  );
};
