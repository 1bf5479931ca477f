import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { filteredRows } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { listQueryOf } from '../resources/request-query.ts';
import { toCsv } from './contacts-csv.ts';

const COLUMNS = [
  'id',
  'created_at',
  'email',
  'first_name',
  'last_name',
  'phone',
  'body',
  'source',
  'locale',
  'domain_id',
  'project_id',
  'unit_id',
  'status_id',
  'crm_status',
  'lead_status',
  'note',
] as const;

/** GET /api/contacts/export: every contact the actor reaches (filter[…] as on the list), as CSV. */
export const contactsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = resourceRegistry.get('contacts')!;
  app.get(
    '/contacts/export',
    { preHandler: [requireUser], schema: { tags: ['contacts'] } },
    async (request, reply) => {
      const actor = currentUser(request);
      if (!contacts.policy.read(actor)) throw forbidden();
      const { filter } = listQueryOf(request, contacts);
      const rows = await filteredRows(app.db, contacts, actor, filter)
        .select(COLUMNS.map((column) => `contacts.${column}`))
        .orderBy('contacts.id')
        .execute();
      const csv = toCsv(
        [...COLUMNS],
        rows.map((row: Record<string, unknown>) => COLUMNS.map((column) => row[column])),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="export-contacts.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};
