import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * One counter per throttle key and fixed window (security/throttle.ts), incremented with one
 * atomic upsert by every server process; replaces the sign-in-only login_throttles.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  const counters = db.schema
    .createTable('throttles')
    .addColumn('key', 'varchar(320)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0));
  // expires_at: the window and the next one read it (sliding estimate); swept after that.
  const throttles = c.timestamp(
    c.timestamp(counters, 'window_start', (col) => col.notNull()),
    'expires_at',
    (col) => col.notNull(),
  );
  await throttles.addPrimaryKeyConstraint('throttles_pkey', ['key', 'window_start']).execute();
  await c.index('throttles', ['expires_at']);
  await c.dropTables('login_throttles');
}

export async function down(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  await c.dropTables('throttles');
  let throttles = db.schema
    .createTable('login_throttles')
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0));
  throttles = c.timestamp(throttles, 'reset_at', (col) => col.notNull());
  await throttles.execute();
  await c.index('login_throttles', ['reset_at']);
}
