import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Names a floor or a building had before a rename, as units have theirs (0018): the public links
 * made with them still lead to it (the site redirects to its current name). Deleting the floor or
 * the building deletes them.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  for (const [table, owner, parent] of PLACES) {
    const created = c.ownedBy(c.createTable(table), owner, parent);
    await c
      .stampedNow(
        created.addColumn('name', 'varchar(255)', (col) => col.notNull()),
        'created_at',
      )
      .execute();
    await c.index(table, [owner]);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table] of PLACES) await db.schema.dropTable(table).ifExists().execute();
}

const PLACES = [
  ['floor_former_names', 'floor_id', 'floors'],
  ['building_former_names', 'building_id', 'buildings'],
] as const;
