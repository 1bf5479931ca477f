import type { Db } from '../../db/database.ts';
import { pendingRowsOf, type RetryPolicy } from '../../queue/durable-queue.ts';
import { wakeQueue } from '../../queue/queue-signal.ts';
import { createQueueWorker, type QueueWorker } from '../../queue/queue-worker.ts';
import { type CrmConfig, type CrmContext, type CrmLog, crmContextOf } from './crm-context.ts';
import { sendPush } from './lead-push.ts';
import { findPush } from './push-repository.ts';
import { findEvent, processEvent } from './webhook-inbox.ts';

export interface CrmWorkerOptions {
  db: Db;
  config: CrmConfig;
  log: CrmLog;
  /** How often due work is looked for (default 1 s); a received webhook or a new lead also wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** Lead pushes: attempts before giving up (default 20, about 2.6 days), first wait, cap. */
  push?: Partial<RetryPolicy>;
  /** Webhook events: the same for applying them (a failure here is ours: the database). */
  events?: Partial<RetryPolicy>;
}

export interface CrmRun {
  pushed: number;
  retried: number;
  failed: number;
  events: number;
}

/** runOnce does every push and event due now, once. */
export type CrmWorker = QueueWorker<keyof CrmRun>;

/** Wakes this process's CRM worker (a webhook event was stored). */
export function notifyCrmWorker(): void {
  wakeQueue('crm_webhook_events');
}

/**
 * The worker of the two durable CRM queues: webhook events to apply to units, then lead pushes
 * to send, claimed as every durable queue is (queue-worker.ts), so several server processes can
 * run it side by side.
 */
export function createCrmWorker(options: CrmWorkerOptions): CrmWorker {
  const ctx: CrmContext = crmContextOf(options.db, options.config, options.log);
  const push: RetryPolicy = {
    maxAttempts: 20,
    backoffMs: 30_000,
    maxBackoffMs: 6 * 3600_000,
    ...options.push,
  };
  const events: RetryPolicy = { maxAttempts: 8, backoffMs: 5_000, maxBackoffMs: 3600_000, ...options.events };

  return createQueueWorker<keyof CrmRun>({
    db: options.db,
    name: 'CRM worker',
    log: options.log,
    lanes: [
      {
        queue: pendingRowsOf('crm_webhook_events'),
        work: async (id) => {
          const row = await findEvent(options.db, id);
          if (row) await processEvent(ctx, row, events);
          return 'events';
        },
      },
      {
        queue: pendingRowsOf('crm_outbox'),
        work: async (id) => {
          const row = await findPush(options.db, id);
          if (!row) return null;
          const outcome = await sendPush(ctx, row, push);
          return outcome.status === 'pushed' ? 'pushed' : outcome.status === 'pending' ? 'retried' : 'failed';
        },
      },
    ],
    outcomes: ['pushed', 'retried', 'failed', 'events'],
    batchSize: options.batchSize ?? 20,
    // A claimed row stays reserved well beyond one call's deadline (Unlatch may make two calls);
    // QUEUE_LOCK_SECONDS, when set, is checked to be longer than two calls (config.ts).
    lockMs: options.config.queueLockMs ?? Math.max(60_000, options.config.crmTimeoutMs * 4),
    pollMs: options.pollMs ?? 1000,
  });
}
