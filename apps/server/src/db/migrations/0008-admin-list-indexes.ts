import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * The admin's unit list reads one page in default order (order, id) across a corporation's
 * thousands of units: this index lets the database stop after the page instead of sorting all.
 */
export async function up(db: MigrationDb): Promise<void> {
  await columnsFor(db).index('units', ['order', 'id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('units_order_id_index').ifExists().execute();
}
