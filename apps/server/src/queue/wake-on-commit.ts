import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { QueueTable } from './durable-queue.ts';
import { wakeQueue } from './queue-signal.ts';

/** Queues to wake once a transaction commits, by transaction. */
const toWake = new WeakMap<object, Set<QueueTable>>();

/**
 * wakeQueue for rows queued through `db`: at once outside a transaction; inside one, once it
 * commits — when it was opened by inTransaction (a worker woken earlier would not see the rows;
 * one opened otherwise leaves them to the workers' next poll).
 */
export function wakeQueueOnCommit(db: Kysely<Database>, ...tables: QueueTable[]): void {
  if (!db.isTransaction) {
    wakeQueue(...tables);
    return;
  }
  const pending = toWake.get(db) ?? new Set<QueueTable>();
  toWake.set(db, pending);
  for (const table of tables) pending.add(table);
}

/** db.transaction().execute(work), then wakes the queues that work queued rows in (not on rollback). */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let opened: Transaction<Database> | undefined;
  const result = await db.transaction().execute((trx) => {
    opened = trx;
    return work(trx);
  });
  const pending = opened && toWake.get(opened);
  if (pending) wakeQueue(...pending);
  return result;
}
