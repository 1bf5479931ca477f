import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

class Rollback extends Error {}

/**
 * Runs `body` in a transaction that is always rolled back, so that tests sharing one seeded
 * database each start from the same rows. On PostgreSQL a failed statement aborts the
 * transaction: make it the body's last statement.
 */
export async function inRollback(db: Db, body: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await body(trx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
