import { columnsFor, type MigrationDb } from './columns.ts';

const NOT_CLICKABLE = 7;
const CAPITALISED = JSON.stringify({ fr: 'Non cliquable', en: 'Not clickable' });
const LOWER_CASE = JSON.stringify({ fr: 'non cliquable', en: 'not clickable' });

/**
 * Names a unit had before a rename, so that the public links made with them still lead to the
 * unit (the site redirects to its current name) and its outline still matches. Deleting the unit
 * deletes them. Also writes the system status 7 with a capital, like the other statuses.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  let units = c.createTable('unit_former_names');
  units = c.ownedBy(units, 'unit_id', 'units').addColumn('name', 'varchar(255)', (col) => col.notNull());
  await c.stampedNow(units, 'created_at').execute();
  await c.index('unit_former_names', ['unit_id']);
  await db.updateTable('statuses').set({ name: CAPITALISED }).where('id', '=', NOT_CLICKABLE).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.updateTable('statuses').set({ name: LOWER_CASE }).where('id', '=', NOT_CLICKABLE).execute();
  await db.schema.dropTable('unit_former_names').ifExists().execute();
}
