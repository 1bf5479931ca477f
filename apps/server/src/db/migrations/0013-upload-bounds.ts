import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Bounded uploads: a chunk is written by the one request that holds the upload's writer lease
 * (taken with a conditional update at its offset), and every accepted byte is counted for the
 * uploader and their corporation over a rolling day (upload_usage), even once the upload is
 * claimed and its temporary row gone.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  await db.schema.alterTable('temporary_uploads').addColumn('writer', 'varchar(32)').execute();
  await db.schema.alterTable('temporary_uploads').addColumn('writer_until', c.timestampType).execute();

  const usage = db.schema
    .createTable('upload_usage')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('corporation_id', 'integer')
    .addColumn('bytes', 'bigint', (col) => col.notNull());
  await c.stampedNow(usage, 'created_at').execute();
  await c.index('upload_usage', ['user_id', 'created_at']);
  await c.index('upload_usage', ['corporation_id', 'created_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('upload_usage').ifExists().execute();
  await db.schema.alterTable('temporary_uploads').dropColumn('writer_until').execute();
  await db.schema.alterTable('temporary_uploads').dropColumn('writer').execute();
}
