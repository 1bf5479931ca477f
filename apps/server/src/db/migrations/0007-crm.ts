import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

const PROVIDERS = sql`('emerige', 'immolead', 'adlead', 'unlatch')`;

/**
 * CRM synchronisation: one connection per project and provider (credentials encrypted), the
 * durable outbox of lead pushes, the durable inbox of provider webhooks, the time of the last
 * external change applied to a unit, and the per-unit changes of each sync run.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  let connections = c
    .ownedBy(c.createTable('crm_connections'), 'project_id', 'projects')
    .addColumn('provider', 'varchar(16)', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('base_url', 'varchar(2048)', (col) => col.notNull())
    // AES-256-GCM of the credentials JSON (crm-secrets.ts); never leaves the server.
    .addColumn('credentials', 'text', (col) => col.notNull())
    // JSON { "<external status>": <status id> } merged over the default mapping.
    .addColumn('status_map', 'text');
  connections = c.flag(connections, 'enabled', 1);
  await c.timestamps(connections).execute();
  await c.index('crm_connections', ['project_id', 'provider'], { unique: true });

  let outbox = c
    .ownedBy(c.createTable('crm_outbox'), 'contact_id', 'contacts')
    .addColumn('provider', 'varchar(16)', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'pushed', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('external_id', 'varchar(255)');
  outbox = c.stampedNow(outbox, 'next_attempt_at');
  outbox = c.timestamp(c.timestamp(outbox, 'locked_until'), 'pushed_at');
  await c.timestamps(outbox).execute();
  await c.index('crm_outbox', ['contact_id', 'provider'], { unique: true });
  await c.index('crm_outbox', ['status', 'next_attempt_at']);

  let events = c
    .ownedBy(c.createTable('crm_webhook_events'), 'connection_id', 'crm_connections')
    .addColumn('event_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'applied', 'ignored', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // Why an event changed nothing: 'stale', 'no matching unit', …
    .addColumn('outcome', 'varchar(255)');
  events = c.timestamp(events, 'occurred_at');
  events = c.stampedNow(events, 'next_attempt_at');
  events = c.timestamp(c.timestamp(events, 'locked_until'), 'processed_at');
  await c.stampedNow(events, 'received_at').execute();
  await c.index('crm_webhook_events', ['connection_id', 'event_id'], { unique: true });
  await c.index('crm_webhook_events', ['status', 'next_attempt_at']);

  await db.schema.alterTable('units').addColumn('external_updated_at', c.timestampType).execute();
  await db.schema.alterTable('sync_runs').addColumn('details', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sync_runs').dropColumn('details').execute();
  await db.schema.alterTable('units').dropColumn('external_updated_at').execute();
  await columnsFor(db).dropTables('crm_webhook_events', 'crm_outbox', 'crm_connections');
}
