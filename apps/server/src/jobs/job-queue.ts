import type { Locale } from '@vitrine/core/i18n/index';
import type { ColumnType, ExpressionBuilder, Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { jobErrorText } from './job-failure.ts';

// The table of migration 0010-jobs, typed here so that the shared schema stays as it is.

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';
type Timestamp = ColumnType<string, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  status: Defaulted<JobStatus>;
  /** The resource whose authorization the job shares, e.g. 'buildings' and its id. */
  resource: string;
  resource_id: number;
  user_id: number | null;
  /** JSON input of the job's handler. */
  payload: string;
  result: string | null;
  progress: Defaulted<number>;
  total: Defaulted<number>;
  attempts: Defaulted<number>;
  error: string | null;
  locked_until: string | null;
  finished_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type JobRow = {
  [K in keyof JobsTable]: JobsTable[K] extends ColumnType<infer S, unknown, unknown>
    ? S
    : JobsTable[K] extends Generated<infer G>
      ? G
      : JobsTable[K];
};

export type JobsDb = Kysely<{ jobs: JobsTable }>;
export const jobsDb = (db: Db | Kysely<unknown>) => db as unknown as JobsDb;

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
  const row = await jobsDb(db)
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
  return row.id;
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return jobsDb(db).selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    JobRow | undefined
  >;
}

/**
 * Claims the oldest job that is queued, or running with an expired lock (its worker died), by a
 * conditional UPDATE: with several processes polling at once each job goes to exactly one.
 */
export async function claimNextJob(db: Db, lockMs: number): Promise<JobRow | undefined> {
  const jobs = jobsDb(db);
  for (let tries = 0; tries < 5; tries++) {
    const now = new Date().toISOString();
    const claimable = (eb: ExpressionBuilder<{ jobs: JobsTable }, 'jobs'>) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]);
    const candidate = await jobs
      .selectFrom('jobs')
      .select(['id', 'locked_until'])
      .where(claimable)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const result = await jobs
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        locked_until: new Date(Date.now() + lockMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', candidate.id)
      .where(claimable)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return findJob(db, candidate.id);
  }
  return undefined;
}

/** Records progress and keeps the claim alive. */
export async function reportProgress(db: Db, id: number, progress: number, lockMs: number): Promise<void> {
  const now = Date.now();
  await jobsDb(db)
    .updateTable('jobs')
    .set({
      progress,
      locked_until: new Date(now + lockMs).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Db,
  id: number,
  outcome: { status: 'succeeded'; result: unknown; progress: number } | { status: 'failed'; error: string },
): Promise<void> {
  const now = new Date().toISOString();
  await jobsDb(db)
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
  const updated = await jobsDb(db)
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
