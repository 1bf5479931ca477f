import { levelOf, settingDefault } from '@vitrine/core/settings-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { findRow } from '../resources/list-rows.ts';
import { presentRows } from '../resources/present-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { presentOptionsOf } from '../resources/request-query.ts';
import { deleteFiles } from '../resources/write-rows.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });

/** PATCH /api/settings/{id}/reset: the setting goes back to its default value, its files go. */
export const settingsResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = resourceRegistry.get('settings')!;
  app.patch(
    '/settings/:id/reset',
    { schema: { params: ZParams, tags: ['settings'] }, preHandler: [requireUser] },
    async (request) => {
      const actor = currentUser(request);
      const row = (await findRow(app.db, settings, actor, request.params.id)) as Row<'settings'> | undefined;
      if (!row) throw notFound();
      if (!settings.policy.update(actor, row)) throw forbidden();
      await app.db
        .updateTable('settings')
        .set({
          value: settingDefault(row.name, levelOf(row)),
          image_path: null,
          css_file_path: null,
          pdf_path: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await touchContentOf(app.db, 'settings', [row.id]);
      // the row's files as its resource names them: picture, renditions, stylesheet, PDF
      await deleteFiles(app, settings.filesOf?.(row) ?? []);
      const options = presentOptionsOf(request, { translatable: false, fields: {} });
      const [reset] = await presentRows(
        settings,
        [(await findRow(app.db, settings, actor, row.id))!],
        {},
        options,
      );
      return { data: reset };
    },
  );
};
