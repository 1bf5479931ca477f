import { createCrmWorker } from '../features/crm/crm-worker.ts';
import { failCutOffSyncRuns, syncRunLeaseMs } from '../features/crm/sync-run-lease.ts';
import { createStagingSweeper } from '../features/media/staged-replacement.ts';
import { createUnitWebhookWorker } from '../features/unit-history/unit-webhook-worker.ts';
import { uploadAreaOf } from '../features/uploads/temporary-uploads.ts';
import { createUploadSweeper } from '../features/uploads/upload-sweep.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import { createOutboxWorker } from '../mail/outbox-worker.ts';
import { createSessionSweeper } from '../plugins/session-sweeper.ts';
import { createIntervalTask } from './interval-task.ts';
import type { RunningServer } from './start-server.ts';

interface BackgroundWorker {
  name: string;
  start(): void;
  stop(): Promise<unknown>;
}

/**
 * How long workers get, at shutdown, to finish what they hold: server.ts exits with 1 when the
 * whole shutdown passes 10 s, and the server still has to close after them.
 */
export const WORKER_STOP_GRACE_MS = 5000;

/** Stops every worker, waiting `graceMs` at most; resolves with the names of those still stopping. */
export async function stopWorkers(
  workers: readonly Pick<BackgroundWorker, 'name' | 'stop'>[],
  graceMs: number,
): Promise<string[]> {
  const stopping = new Set(workers.map((worker) => worker.name));
  const stopped = Promise.all(
    workers.map((worker) => worker.stop().finally(() => stopping.delete(worker.name))),
  );
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  try {
    await Promise.race([stopped, grace]);
  } finally {
    clearTimeout(timer);
  }
  return [...stopping];
}

/**
 * Starts the durable queues' workers of a server process — mail outbox, CRM pushes and
 * webhooks, media jobs, the sweep of stale uploads — and stops them before the server closes the database.
 */
export function withBackgroundWorkers(server: RunningServer): RunningServer {
  const { app, db } = server;
  const config = app.config;
  // The driver the routes use (local STORAGE_DIR, or the S3 bucket every process shares).
  const storage = app.storageDriver;
  const workers: BackgroundWorker[] = [
    { name: 'mail outbox', ...createOutboxWorker({ db, config, log: app.log, storage }) },
    { name: 'CRM pushes and webhooks', ...createCrmWorker({ db, config, log: app.log }) },
    { name: 'unit change webhooks', ...createUnitWebhookWorker({ db, config, log: app.log }) },
    {
      name: 'media jobs',
      ...createJobWorker({ db, storage, log: app.log, lockMs: config.queueLockMs ?? undefined }),
    },
    { name: 'staging sweep', ...createStagingSweeper(storage, app.log) },
    { name: 'expired sessions sweep', ...createSessionSweeper({ db, log: app.log }) },
    // a CRM sync cut off with its process (SIGKILL, a crash) ends as failed, not "running" for ever
    {
      name: 'cut-off CRM syncs sweep',
      ...createIntervalTask({
        run: () => failCutOffSyncRuns(db),
        everyMs: Math.max(1000, syncRunLeaseMs(config) / 2),
        log: app.log,
        failure: 'cut-off CRM syncs sweep failed',
      }),
    },
    // Without it, stale uploads would go only when someone uploads again.
    { name: 'stale uploads sweep', ...createUploadSweeper({ area: uploadAreaOf(app), log: app.log }) },
  ];
  for (const worker of workers) worker.start();
  app.log.info({ workers: workers.map((worker) => worker.name) }, 'background workers started');
  return {
    ...server,
    close: async () => {
      const lagging = await stopWorkers(workers, WORKER_STOP_GRACE_MS);
      // what they hold (a claimed row, a job) is taken again once its lease runs out
      if (lagging.length > 0)
        console.error(
          `Still stopping after ${WORKER_STOP_GRACE_MS / 1000} s: ${lagging.join(', ')}; closing without them.`,
        );
      else app.log.info('background workers stopped');
      await server.close();
    },
  };
}
