import type { Locale } from '@vitrine/core/i18n/index';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Row } from '../db/schema.ts';
import type { QueueDefinition } from '../queue/durable-queue.ts';
import { wakeQueueOnCommit } from '../queue/wake-on-commit.ts';
import { jobErrorText } from './job-failure.ts';

export type JobRow = Row<'jobs'>;

export interface NewJob {
  kind: string;
  resource: string;
  resourceId: number;
  userId: number | null;
  payload: unknown;
  total: number;
}

/** Queues a job; returns its id. */
export async function enqueueJob(db: Db, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      resource: job.resource,
      resource_id: job.resourceId,
      user_id: job.userId,
      payload: JSON.stringify(job.payload),
      total: job.total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  wakeQueueOnCommit(db, 'jobs');
  return row.id;
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The jobs table as a durable queue: a queued job, or a running one whose lock ran out (its
 * worker died), is claimed in id order; the claim makes it running and counts the attempt.
 */
export const JOBS: QueueDefinition = {
  table: 'jobs',
  waiting: (eb) => eb('status', 'in', ['queued', 'running']),
  retried: false,
  onClaim: (at) => ({ status: 'running', attempts: sql<number>`attempts + 1`, updated_at: at }),
};

/** Records progress (the worker keeps the claim alive meanwhile). */
export async function reportProgress(db: Db, id: number, progress: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Db,
  id: number,
  outcome: { status: 'succeeded'; result: unknown; progress: number } | { status: 'failed'; error: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      ...(outcome.status === 'succeeded'
        ? { result: JSON.stringify(outcome.result), progress: outcome.progress, error: null }
        : { error: outcome.error }),
      locked_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Replaces a finished job's result only if it still is `expected` (compare-and-set): of two
 * requests acting on the same result at once, exactly one gets true.
 */
export async function swapJobResult(db: Db, id: number, expected: string, result: unknown): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set({ result: JSON.stringify(result), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('result', '=', expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A job as GET /api/jobs/{id} and the 202 of the call that queued it show it. */
export function presentJob(
  row: Pick<JobRow, 'id' | 'kind' | 'status' | 'progress' | 'total' | 'error' | 'result'>,
  locale: Locale,
) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    total: row.total,
    error: jobErrorText(row.error, locale),
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
  };
}
