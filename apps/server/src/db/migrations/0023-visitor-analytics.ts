import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Visitor analytics without cookies (issue 16 point 2): counts per site, day, kind, project and
 * unit, each key one row incremented in place (0 for "no project" / "no unit", so the key is
 * unique on both engines), and on a lead the units the visitor chose to send with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  await c
    .ownedBy(c.createTable('visitor_counts'), 'domain_id', 'domains')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('project_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unit_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await c.index('visitor_counts', ['domain_id', 'day', 'kind', 'project_id', 'unit_id'], { unique: true });
  /** JSON array of unit ids, in the order the visitor opened them. */
  await db.schema.alterTable('contacts').addColumn('viewed_unit_ids', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('contacts').dropColumn('viewed_unit_ids').execute();
  await columnsFor(db).dropTables('visitor_counts');
}
