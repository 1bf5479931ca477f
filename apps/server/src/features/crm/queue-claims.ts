import type { Kysely } from 'kysely';
import type { CrmDb } from './crm-db.ts';

/** The durable queues that share these columns and this way of being worked (CRM, unit webhooks). */
type QueueTable = 'crm_outbox' | 'crm_webhook_events' | 'unit_webhook_deliveries';
interface QueueColumns {
  id: number;
  status: string;
  next_attempt_at: string;
  locked_until: string | null;
}
type QueueDb = Kysely<Record<QueueTable, QueueColumns>>;

/**
 * Claims up to `limit` pending rows that are due and not held by another worker. Each is locked
 * until `now + lockMs` by a conditional UPDATE, so with several server processes polling at
 * once every row goes to exactly one of them. Returns the claimed ids, oldest first, and the
 * lock's end (for holdClaim before each row is worked).
 */
export async function claimDue(
  db: CrmDb,
  table: QueueTable,
  now: Date,
  lockMs: number,
  limit: number,
): Promise<{ ids: number[]; until: string }> {
  const queue = db as unknown as QueueDb;
  const at = now.toISOString();
  const candidates = await queue
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: number[] = [];
  const until = new Date(now.getTime() + lockMs).toISOString();
  for (const { id } of candidates) {
    const result = await queue
      .updateTable(table)
      .set({ locked_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(id);
  }
  return { ids: claimed, until };
}

/** Wait before the attempt after `attempts` failed ones: base × 2^(attempts−1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
