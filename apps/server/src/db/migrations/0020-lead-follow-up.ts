import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Leads are followed up in the back office: a status (core's LEAD_STATUSES, 'new' until the
 * sales team changes it) and a free note. Lists filter on the status within a site.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  await db.schema
    .alterTable('contacts')
    .addColumn('lead_status', 'varchar(32)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('contacts').addColumn('note', 'text').execute();
  await c.index('contacts', ['domain_id', 'lead_status']);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('contacts_domain_id_lead_status_index').ifExists().execute();
  for (const column of ['note', 'lead_status']) {
    await db.schema.alterTable('contacts').dropColumn(column).execute();
  }
}
