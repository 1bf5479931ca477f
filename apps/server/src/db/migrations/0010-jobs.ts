import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * Durable background jobs (orbital frames today): queued by a request, claimed by one worker of
 * any server process with a conditional update, locked while it runs (a crashed worker's job is
 * taken again once its lock expires), with progress and the error shown to the admin.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  let jobs = c
    .createTable('jobs')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    // The resource whose authorization the job shares (GET /api/jobs/{id}).
    .addColumn('resource', 'varchar(32)', (col) => col.notNull())
    .addColumn('resource_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    // JSON input of the job's handler (where its stored sources are, where to write).
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('result', 'text')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text');
  jobs = c.timestamp(c.timestamp(jobs, 'locked_until'), 'finished_at');
  await c.timestamps(jobs).execute();
  await c.index('jobs', ['status', 'id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
