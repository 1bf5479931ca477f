import type { MigrationDb } from './columns.ts';

/**
 * The public tree's data version, one row per domain: every admin write under a domain bumps it
 * in the same transaction, and GET /domain serves its cached answer (and ETag) while it holds.
 * No foreign key: a deleted domain's row stays, so a reused id never meets an old version again.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('domain_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('content_versions')
    .columns(['domain_id', 'version'])
    .expression(db.selectFrom('domains').select(['id', (eb) => eb.lit(1).as('version')]))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('content_versions').ifExists().execute();
}
