import type { Db } from '../../db/database.ts';
import { holdClaim, releaseClaims } from '../../queue/claim-hold.ts';
import { type CrmConfig, type CrmContext, type CrmLog, crmContextOf } from './crm-context.ts';
import { crmDb } from './crm-db.ts';
import { type RetryPolicy, sendPush } from './lead-push.ts';
import { findPush } from './push-repository.ts';
import { claimDue } from './queue-claims.ts';
import { findEvent, processEvent } from './webhook-inbox.ts';

export interface CrmWorkerOptions {
  db: Db;
  config: CrmConfig;
  log: CrmLog;
  /** How often due work is looked for (default 1 s); a received webhook also wakes the worker. */
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

export interface CrmWorker {
  /** Does every push and event due now, once; concurrent calls share the same run. */
  runOnce(): Promise<CrmRun>;
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Wakes this process's CRM worker (a webhook event was stored). */
export function notifyCrmWorker(): void {
  for (const listener of listeners) listener();
}

/**
 * The worker of the two durable CRM queues: webhook events to apply to units, and lead pushes
 * to send. Rows are claimed with a lock, so several server processes can run it side by side.
 */
export function createCrmWorker(options: CrmWorkerOptions): CrmWorker {
  const ctx: CrmContext = crmContextOf(options.db, options.config, options.log);
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const push: RetryPolicy = {
    maxAttempts: 20,
    backoffMs: 30_000,
    maxBackoffMs: 6 * 3600_000,
    ...options.push,
  };
  const events: RetryPolicy = { maxAttempts: 8, backoffMs: 5_000, maxBackoffMs: 3600_000, ...options.events };
  // A claimed row stays reserved well beyond one call's deadline (Unlatch may make two calls);
  // QUEUE_LOCK_SECONDS, when set, is checked to be longer than two calls (config.ts).
  const lockMs = options.config.queueLockMs ?? Math.max(60_000, options.config.crmTimeoutMs * 4);

  let running: Promise<CrmRun> | null = null;
  // Set by stop(): the run finishes the row in hand, then gives back the rest of its claims.
  let stopping = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let listener: Listener | null = null;

  async function run(): Promise<CrmRun> {
    const result: CrmRun = { pushed: 0, retried: 0, failed: 0, events: 0 };
    const db = crmDb(options.db);
    for (;;) {
      const claimedEvents = await claimDue(db, 'crm_webhook_events', new Date(), lockMs, batchSize);
      for (const [index, id] of claimedEvents.ids.entries()) {
        if (stopping) {
          await releaseClaims(
            options.db,
            'crm_webhook_events',
            claimedEvents.ids.slice(index),
            claimedEvents.until,
          );
          return result;
        }
        if (!(await holdClaim(options.db, 'crm_webhook_events', id, claimedEvents.until, new Date(), lockMs)))
          continue;
        const row = await findEvent(options.db, id);
        if (row) await processEvent(ctx, row, events);
        result.events += 1;
      }
      const claimedPushes = await claimDue(db, 'crm_outbox', new Date(), lockMs, batchSize);
      for (const [index, id] of claimedPushes.ids.entries()) {
        if (stopping) {
          await releaseClaims(options.db, 'crm_outbox', claimedPushes.ids.slice(index), claimedPushes.until);
          return result;
        }
        if (!(await holdClaim(options.db, 'crm_outbox', id, claimedPushes.until, new Date(), lockMs)))
          continue;
        const row = await findPush(options.db, id);
        if (!row) continue;
        const outcome = await sendPush(ctx, row, push);
        if (outcome.status === 'pushed') result.pushed += 1;
        else if (outcome.status === 'pending') result.retried += 1;
        else result.failed += 1;
      }
      if (stopping || (claimedEvents.ids.length < batchSize && claimedPushes.ids.length < batchSize))
        return result;
    }
  }

  function runOnce(): Promise<CrmRun> {
    // A run asked for after stop() (a test, a one-off run) is a whole run again.
    if (!running) stopping = false;
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  function tick(): void {
    if (running) {
      // Woken during a run: look once more when it ends, for what arrived meanwhile.
      again = true;
      return;
    }
    runOnce()
      .catch((error: unknown) => options.log.error({ err: error }, 'CRM worker run failed'))
      .finally(() => {
        if (again && timer) {
          again = false;
          setImmediate(tick);
        }
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      listener = () => setImmediate(tick);
      listeners.add(listener);
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (listener) listeners.delete(listener);
      listener = null;
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
