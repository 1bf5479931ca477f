import type { Db } from '../db/database.ts';
import type { Row } from '../db/schema.ts';
import type { QueueDefinition } from '../queue/durable-queue.ts';
import type { OutboxMailKind, TOutboxMail } from './outbox-mail.ts';

/** Queues a mail; pass the transaction that stores what the mail is about, so both commit together. */
export async function enqueueMail(
  db: Db,
  mail: TOutboxMail,
  about: { kind: OutboxMailKind; contactId?: number | null },
): Promise<number> {
  const { id } = await db
    .insertInto('mail_outbox')
    // Due now by the server's clock, the one workers compare with: PostgreSQL's own now() has
    // microseconds and could put a fresh mail a fraction of a millisecond in the worker's future.
    .values({
      payload: JSON.stringify(mail),
      kind: about.kind,
      contact_id: about.contactId ?? null,
      next_attempt_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type OutboxRow = Pick<Row<'mail_outbox'>, 'id' | 'payload' | 'attempts' | 'kind' | 'created_at'>;

/** The mail outbox as a durable queue: a mail waits until it is sent or given up. */
export const MAIL_OUTBOX: QueueDefinition = {
  table: 'mail_outbox',
  waiting: (eb) => eb.and([eb('sent_at', 'is', null), eb('failed_at', 'is', null)]),
  retried: true,
};

export function findMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'payload', 'attempts', 'kind', 'created_at'])
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      sent_at: now.toISOString(),
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up (failed_at) when it is null. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      last_error: error.slice(0, 2000),
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { failed_at: now.toISOString() }),
    }))
    .where('id', '=', id)
    .execute();
}
