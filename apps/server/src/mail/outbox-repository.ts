import type { Db } from '../db/database.ts';
import type { Row } from '../db/schema.ts';
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

/**
 * Claims up to `limit` mails that are due and not held by another worker: each is locked until
 * `lockedUntil` by a conditional UPDATE, so when several processes poll at once every mail goes
 * to exactly one of them.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<{ claimed: OutboxRow[]; more: boolean }> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .select(['id', 'payload', 'attempts', 'kind', 'created_at'])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: OutboxRow[] = [];
  for (const row of candidates) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ locked_until: lockedUntil.toISOString() })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  // A full batch of candidates means more may be due, even when another process won some claims.
  return { claimed, more: candidates.length === limit };
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
