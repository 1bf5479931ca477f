import type { TContactMail } from '@vitrine/core/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { requireUser } from '../../plugins/session.ts';
import { authorizeOn } from '../crm/crm-policy.ts';
import { anyone } from '../resources/resource.ts';

const ZIdParams = z.object({ id: z.string() });

type MailRow = Pick<
  Row<'mail_outbox'>,
  'id' | 'kind' | 'payload' | 'attempts' | 'created_at' | 'sent_at' | 'failed_at' | 'last_error'
>;

/** The mails the outbox holds about a lead, oldest first. */
function listMailsOfContact(db: Db, contactId: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'payload', 'attempts', 'created_at', 'sent_at', 'failed_at', 'last_error'])
    .where('contact_id', '=', contactId)
    .orderBy('id')
    .execute();
}

/** One mail as the lead's page shows it: to whom, about what, and whether it left. */
export function presentContactMail(row: MailRow): TContactMail {
  let payload: { to?: unknown; subject?: unknown } = {};
  try {
    payload = JSON.parse(row.payload) ?? {};
  } catch {
    // a payload that cannot be read still shows its state
  }
  return {
    id: row.id,
    kind: row.kind,
    to: typeof payload.to === 'string' ? payload.to : '',
    subject: typeof payload.subject === 'string' ? payload.subject : '',
    state: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'pending',
    attempts: Number(row.attempts),
    created_at: row.created_at,
    sent_at: row.sent_at,
    failed_at: row.failed_at,
    last_error: row.sent_at ? null : row.last_error,
  };
}

/** GET /api/contacts/{id}/mails: the lead's mails (mail_outbox rows naming it) and their state. */
export const contactMailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/:id/mails',
    {
      schema: { tags: ['contacts'], params: ZIdParams },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'contacts', request.params.id, anyone);
      return { data: (await listMailsOfContact(app.db, row.id)).map(presentContactMail) };
    },
  );
};
