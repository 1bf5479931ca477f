import { columnsFor, type MigrationDb } from './columns.ts';

/** Counters of sign-in attempts (per account and per address), shared by every server process. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  let throttles = db.schema
    .createTable('login_throttles')
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0));
  throttles = c.timestamp(throttles, 'reset_at', (col) => col.notNull());
  await throttles.execute();
  await c.index('login_throttles', ['reset_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('login_throttles');
}
