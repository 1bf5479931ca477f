import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';

/** The durable queues whose rows a worker claims with `locked_until`. */
export type ClaimedTable = 'mail_outbox' | 'crm_outbox' | 'crm_webhook_events' | 'unit_webhook_deliveries';
type ClaimDb = Kysely<Record<ClaimedTable, { id: number; locked_until: string | null }>>;

/**
 * Renews a claimed row's lock just before the worker works it, if the worker still holds it
 * (its lock is still the one it set): a batch claimed at once can take longer than one lock
 * (20 mails to a slow SMTP server), and a row whose lock ran out may have been claimed by
 * another process since. Returns the new lock's end, or null when the row is no longer this
 * worker's: it must then leave it alone, so that nothing is sent twice. Both this and a claim
 * are conditional UPDATEs of the same row: whichever runs first wins, the other changes nothing.
 */
export async function holdClaim(
  db: Db,
  table: ClaimedTable,
  id: number,
  heldUntil: string,
  now: Date,
  lockMs: number,
): Promise<string | null> {
  const until = new Date(now.getTime() + lockMs).toISOString();
  const result = await (db as unknown as ClaimDb)
    .updateTable(table)
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('locked_until', '=', heldUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? until : null;
}

/**
 * Gives back claimed rows a stopping worker will not work, if it still holds them: another
 * process takes them at once instead of after their lock runs out.
 */
export async function releaseClaims(
  db: Db,
  table: ClaimedTable,
  ids: number[],
  heldUntil: string,
): Promise<void> {
  if (ids.length === 0) return;
  await (db as unknown as ClaimDb)
    .updateTable(table)
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('locked_until', '=', heldUntil)
    .execute();
}
