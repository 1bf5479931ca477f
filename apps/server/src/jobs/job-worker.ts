import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  discardOrbitalSources,
  ORBITAL_FRAMES_JOB,
  runOrbitalFramesJob,
} from '../features/media/orbital-jobs.ts';
import type { StorageDriver } from '../plugins/storage-driver.ts';
import { createQueueWorker, type QueueWorker } from '../queue/queue-worker.ts';
import { JobFailure, storedJobError } from './job-failure.ts';
import { findJob, finishJob, JOBS, type JobRow, reportProgress } from './job-queue.ts';

export interface JobContext {
  db: Db;
  storage: StorageDriver;
}

interface JobHandler {
  run: (context: JobContext, job: JobRow, progress: (done: number) => Promise<void>) => Promise<unknown>;
  /** Frees what the job holds once it has failed for good. */
  discard?: (context: JobContext, job: JobRow) => Promise<void>;
}

/** Every kind of job, by the `kind` stored in its row. */
const handlers: Record<string, JobHandler> = {
  [ORBITAL_FRAMES_JOB]: {
    run: runOrbitalFramesJob,
    discard: (context, job) => discardOrbitalSources(context.storage, job),
  },
};

/** A job whose worker died is taken again this many times at most. */
const MAX_ATTEMPTS = 3;

export interface JobWorkerOptions extends JobContext {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often queued jobs are looked for (default 1 s). */
  pollMs?: number;
  /** A claim lasts this long, extended while the job runs (default 2 min; QUEUE_LOCK_SECONDS). */
  lockMs?: number;
}

/** runOnce runs every queued job now, one after the other; stop waits for the job in progress. */
export type JobWorker = QueueWorker<'succeeded' | 'failed'>;

/**
 * The worker of the durable jobs table. Jobs are claimed as every durable queue's rows are
 * (queue-worker.ts), so several server processes may run it side by side; one job at a time per
 * process (a job may use several cores itself), claimed only when the one before is done.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const context: JobContext = { db: options.db, storage: options.storage };

  async function runJob(id: number): Promise<'succeeded' | 'failed' | null> {
    const job = await findJob(options.db, id);
    if (!job) return null;
    const handler = handlers[job.kind];
    const fail = async (error: string) => {
      await finishJob(options.db, job.id, { status: 'failed', error });
      await handler?.discard?.(context, job).catch(() => undefined);
      return 'failed' as const;
    };
    if (!handler) return fail(`unknown job kind ${job.kind}`);
    if (job.attempts > MAX_ATTEMPTS)
      return fail(storedJobError(new JobFailure({ key: 'api.jobs.interrupted' })));
    try {
      let done = 0;
      const result = await handler.run(context, job, async (progress) => {
        done = progress;
        await reportProgress(options.db, job.id, progress);
      });
      await finishJob(options.db, job.id, {
        status: 'succeeded',
        result,
        progress: Math.max(done, job.total),
      });
      return 'succeeded';
    } catch (error) {
      options.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
      return fail(storedJobError(error));
    }
  }

  return createQueueWorker({
    db: options.db,
    name: 'job',
    log: options.log,
    lanes: [{ queue: JOBS, work: runJob }],
    outcomes: ['succeeded', 'failed'],
    batchSize: 1,
    lockMs: options.lockMs ?? 120_000,
    pollMs: options.pollMs ?? 1000,
  });
}
