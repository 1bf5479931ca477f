import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, Row } from '../../db/schema.ts';

export type { EventStatus, PushStatus } from '../../db/schema.ts';

export const PROVIDERS = ['adlead', 'unlatch', 'immolead', 'emerige'] as const;
export type Provider = (typeof PROVIDERS)[number];

// The CRM tables are in schema.ts like every other; these names stay while the queue code that
// still calls crmDb(…) moves to Db (they add nothing: CrmDb is Db).
export type CrmDb = Db;
export type CrmTransaction = Transaction<Database>;
export type CrmRow<T extends keyof Database> = Row<T>;

/** @deprecated the database is already typed with the CRM tables: use it as it is. */
export function crmDb(db: Db): CrmDb {
  return db;
}

/** @deprecated see crmDb. */
export function crmTransaction(trx: Transaction<Database>): CrmTransaction {
  return trx;
}
