import type { Expression, ExpressionBuilder, SqlBool, UpdateObject } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The tables worked as durable queues: a row is claimed by setting its `locked_until`. */
export type QueueTable =
  | 'mail_outbox'
  | 'crm_outbox'
  | 'crm_webhook_events'
  | 'unit_webhook_deliveries'
  | 'jobs';

type QueueExpressions = ExpressionBuilder<Database, QueueTable>;

/** What makes a table a queue: which rows wait for work, and what a claim sets besides the lock. */
export interface QueueDefinition {
  table: QueueTable;
  /** Rows not done and not given up (a claim further asks that they be due and not held). */
  waiting: (eb: QueueExpressions) => Expression<SqlBool>;
  /** Rows carry `next_attempt_at` (retried later) — jobs do not: they are taken in id order. */
  retried: boolean;
  /** Set on the claimed rows with the lock, at the claim's time (a job becomes running and counts the claim). */
  onClaim?: (at: string) => UpdateObject<Database, QueueTable, QueueTable>;
}

/** Rows claimed together: their ids, oldest first, and the lock's end, which is the claim's token. */
export interface Claim {
  ids: number[];
  until: string;
}

/**
 * Claims up to `limit` rows that wait, are due and are held by nobody (never locked, or their
 * lock ran out: the worker that held them died). One UPDATE … WHERE id IN (the oldest such rows)
 * that checks the condition again on each row, so of several processes claiming at once each row
 * goes to exactly one; PostgreSQL skips rows another claim is locking (SKIP LOCKED) instead of
 * waiting for it, SQLite runs one write at a time.
 */
export async function claimBatch(
  db: Db,
  queue: QueueDefinition,
  now: Date,
  lockMs: number,
  limit: number,
): Promise<Claim> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + lockMs).toISOString();
  const claimable = (eb: QueueExpressions) =>
    eb.and([
      queue.waiting(eb),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
      ...(queue.retried ? [eb('next_attempt_at', '<=', at)] : []),
    ]);
  let oldest = db.selectFrom(queue.table).select('id').where(claimable);
  if (queue.retried) oldest = oldest.orderBy('next_attempt_at');
  oldest = oldest.orderBy('id').limit(limit);
  if (isPostgres(db)) oldest = oldest.forUpdate().skipLocked();
  const claimed = await db
    .updateTable(queue.table)
    .set({ ...queue.onClaim?.(at), locked_until: until })
    .where('id', 'in', oldest)
    .where(claimable)
    .returning('id')
    .execute();
  return { ids: claimed.map((row) => row.id).sort((a, b) => a - b), until };
}

/**
 * Extends a claimed row's lock if the worker still holds it (its lock is still `heldUntil`):
 * before a row is worked, and then while it is (heartbeat). Returns the new lock's end, the
 * token of the next extension, or null when the row is no longer this worker's — its lock ran
 * out and another process may have claimed it, so this one must leave it alone. A claim and an
 * extension are conditional UPDATEs of the same row: whichever runs first wins.
 */
export async function holdClaim(
  db: Db,
  table: QueueTable,
  id: number,
  heldUntil: string,
  now: Date,
  lockMs: number,
): Promise<string | null> {
  const until = new Date(now.getTime() + lockMs).toISOString();
  const result = await db
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
  table: QueueTable,
  ids: number[],
  heldUntil: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable(table)
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('locked_until', '=', heldUntil)
    .execute();
}

/** How a queue retries a failed attempt: up to maxAttempts, waiting backoffMs doubled each time up to maxBackoffMs. */
export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
}

/** Wait before the attempt after `attempts` failed ones: backoff × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * When to try again after the `attempts`-th failed attempt — not before `atLeastMs` (a server's
 * Retry-After) — or null once the attempts are spent: the row is then given up, kept with its error.
 */
export function nextAttemptAt(attempts: number, policy: RetryPolicy, now: Date, atLeastMs = 0): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const wait = Math.max(retryDelayMs(attempts, policy.backoffMs, policy.maxBackoffMs), atLeastMs);
  return new Date(now.getTime() + wait);
}

/** A queue whose rows wait with status 'pending' and are retried at next_attempt_at (CRM, unit webhooks). */
export function pendingRowsOf(
  table: 'crm_outbox' | 'crm_webhook_events' | 'unit_webhook_deliveries',
): QueueDefinition {
  return { table, waiting: (eb) => eb('status', '=', 'pending'), retried: true };
}
