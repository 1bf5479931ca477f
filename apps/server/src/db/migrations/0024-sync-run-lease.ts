import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * A CRM sync run is extended while its process works it (issue 17): a run whose `alive_until` has
 * passed was cut off with its process (SIGKILL, a crash) and is ended as failed by any process,
 * instead of staying "running" in the back office for ever.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sync_runs').addColumn('alive_until', columnsFor(db).timestampType).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sync_runs').dropColumn('alive_until').execute();
}
