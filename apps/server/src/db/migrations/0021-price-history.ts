import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Price lists and history (issue 16 point 4): every change of a unit's status or price, by a
 * person, an import or a CRM sync (`unit_changes`); a corporation's webhook for those changes
 * (`unit_webhooks`, with its signing secret) and its durable outbox (`unit_webhook_deliveries`).
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  let changes = c
    .ownedBy(c.createTable('unit_changes'), 'unit_id', 'units')
    .addColumn('field', 'varchar(16)', (col) => col.notNull().check(sql`field in ('status_id', 'price')`))
    .addColumn('from_value', 'numeric(14, 2)')
    .addColumn('to_value', 'numeric(14, 2)')
    .addColumn('source', 'varchar(16)', (col) =>
      col.notNull().check(sql`source in ('person', 'import', 'crm')`),
    );
  changes = c.optionalRef(changes, 'user_id', 'users', 'set null');
  await c.stampedNow(changes, 'created_at').execute();
  await c.index('unit_changes', ['unit_id', 'id']);

  const hooks = c
    .ownedBy(c.createTable('unit_webhooks'), 'corporation_id', 'corporations')
    .addColumn('url', 'varchar(2048)', (col) => col.notNull().defaultTo(''))
    .addColumn('secret', 'varchar(128)', (col) => col.notNull());
  await c.timestamps(c.flag(hooks, 'enabled', 0)).execute();
  await c.index('unit_webhooks', ['corporation_id'], { unique: true });

  let deliveries = c
    .ownedBy(c.createTable('unit_webhook_deliveries'), 'corporation_id', 'corporations')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text');
  deliveries = c.stampedNow(deliveries, 'next_attempt_at');
  deliveries = c.timestamp(c.timestamp(deliveries, 'locked_until'), 'sent_at');
  await c.stampedNow(deliveries, 'created_at').execute();
  await c.index('unit_webhook_deliveries', ['status', 'next_attempt_at']);
  await c.index('unit_webhook_deliveries', ['corporation_id', 'id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('unit_webhook_deliveries', 'unit_webhooks', 'unit_changes');
}
