import { columnsFor, type MigrationDb } from './columns.ts';

/** Outbox rows know their lead and can be given up on; spent captcha solutions are remembered. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('contact_id', 'integer', (col) => col.references('contacts.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('kind', 'varchar(32)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', c.timestampType).execute();
  await c.index('mail_outbox', ['contact_id']);

  // One row per captcha solution already used, kept until its challenge expires: no replay.
  let spent = db.schema
    .createTable('captcha_solutions')
    .addColumn('key', 'varchar(128)', (col) => col.primaryKey());
  spent = c.timestamp(spent, 'expires_at', (col) => col.notNull());
  await spent.execute();
  await c.index('captcha_solutions', ['expires_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  await c.dropTables('captcha_solutions');
  await db.schema.dropIndex('mail_outbox_contact_id_index').ifExists().execute();
  for (const column of ['failed_at', 'kind', 'contact_id']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
