import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  discardOrbitalSources,
  ORBITAL_FRAMES_JOB,
  runOrbitalFramesJob,
} from '../features/media/orbital-jobs.ts';
import type { StorageDriver } from '../plugins/storage-driver.ts';
import { createPollingRunner, type PollingRunner } from '../queue/polling-runner.ts';
import { JobFailure, storedJobError } from './job-failure.ts';
import { claimNextJob, finishJob, type JobRow, reportProgress } from './job-queue.ts';

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
  /** A claim lasts this long past the last progress (default 2 min; QUEUE_LOCK_SECONDS). */
  lockMs?: number;
}

/** runOnce runs every queued job now, one after the other; stop waits for the job in progress. */
export type JobWorker = PollingRunner<number>;

/**
 * The worker of the durable jobs table. Jobs are claimed by a conditional update, so several
 * server processes may run it side by side; one job at a time per process (a job may use
 * several cores itself).
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const lockMs = options.lockMs ?? 120_000;
  const context: JobContext = { db: options.db, storage: options.storage };

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    const fail = async (error: string) => {
      await finishJob(options.db, job.id, { status: 'failed', error });
      await handler?.discard?.(context, job).catch(() => undefined);
    };
    if (!handler) return fail(`unknown job kind ${job.kind}`);
    if (job.attempts > MAX_ATTEMPTS)
      return fail(storedJobError(new JobFailure({ key: 'api.jobs.interrupted' })));
    try {
      let done = 0;
      const result = await handler.run(context, job, async (progress) => {
        done = progress;
        await reportProgress(options.db, job.id, progress, lockMs);
      });
      await finishJob(options.db, job.id, {
        status: 'succeeded',
        result,
        progress: Math.max(done, job.total),
      });
    } catch (error) {
      options.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
      await fail(storedJobError(error));
    }
  }

  async function run(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await claimNextJob(options.db, lockMs);
      if (!job) return count;
      await runJob(job);
      count += 1;
    }
  }

  return createPollingRunner(run, {
    pollMs: options.pollMs ?? 1000,
    onError: (error) => options.log.error({ err: error }, 'job run failed'),
  });
}
