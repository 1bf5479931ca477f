import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SyncRunsTable, UnitsTable } from '../../db/schema.ts';

// The tables and columns of migration 0007-crm, typed here so that the shared schema stays as it is.

type Timestamp = ColumnType<string, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export const PROVIDERS = ['adlead', 'unlatch', 'immolead', 'emerige'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface CrmConnectionsTable {
  id: Generated<number>;
  project_id: number;
  provider: Provider;
  base_url: string;
  /** AES-256-GCM envelope of the credentials JSON (crm-secrets.ts) */
  credentials: string;
  /** JSON `{ "<external status>": <status id> }` over the default mapping */
  status_map: string | null;
  enabled: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PushStatus = 'pending' | 'pushed' | 'failed';

/** One lead to push to one provider: the durable outbox. */
export interface CrmOutboxTable {
  id: Generated<number>;
  contact_id: number;
  provider: Provider;
  /** Sent with every attempt, so that a retried push is recognised by the provider. */
  idempotency_key: string;
  status: Defaulted<PushStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  external_id: string | null;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  pushed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EventStatus = 'pending' | 'applied' | 'ignored' | 'failed';

/** One webhook call received from a provider: the durable inbox, unique per (connection, event id). */
export interface CrmWebhookEventsTable {
  id: Generated<number>;
  connection_id: number;
  event_id: string;
  event_type: string;
  payload: string;
  status: Defaulted<EventStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  outcome: string | null;
  occurred_at: string | null;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  processed_at: string | null;
  received_at: Timestamp;
}

export type CrmTables = {
  crm_connections: CrmConnectionsTable;
  crm_outbox: CrmOutboxTable;
  crm_webhook_events: CrmWebhookEventsTable;
  units: UnitsTable & { external_updated_at: string | null };
  sync_runs: SyncRunsTable & { details: string | null };
};

export type CrmDatabase = Omit<Database, keyof CrmTables> & CrmTables;
export type CrmDb = Kysely<CrmDatabase>;
export type CrmTransaction = Transaction<CrmDatabase>;
export type CrmRow<T extends keyof CrmDatabase> = Selectable<CrmDatabase[T]>;

/** The app's database seen with the CRM tables. */
export function crmDb(db: Kysely<Database>): CrmDb {
  return db.withTables<CrmTables>() as unknown as CrmDb;
}

export function crmTransaction(trx: Transaction<Database>): CrmTransaction {
  return trx.withTables<CrmTables>() as unknown as CrmTransaction;
}
