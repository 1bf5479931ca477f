import type { Db } from '../db/database.ts';
import {
  type Claim,
  claimBatch,
  holdClaim,
  type QueueDefinition,
  type QueueTable,
  releaseClaims,
} from './durable-queue.ts';
import { createPollingRunner, type PollingRunner, type RunState } from './polling-runner.ts';

/** One queue a worker works: `work` loads a claimed row, does it and records how it went. */
export interface QueueLane<Outcome extends string> {
  queue: QueueDefinition;
  /** Returns what to count in the run's result, or null for a row that needed nothing. */
  work: (id: number) => Promise<Outcome | null>;
}

interface QueueLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface QueueWorkerOptions<Outcome extends string> {
  db: Db;
  /** Shown in the logs ("mail outbox run failed"). */
  name: string;
  log: QueueLog;
  /** Claimed and worked in this order, again while one of them gave a full batch. */
  lanes: QueueLane<Outcome>[];
  /** The counts of a run's result, all starting at 0. */
  outcomes: readonly Outcome[];
  batchSize: number;
  /** How long a claim holds; the row in hand is extended every third of it. */
  lockMs: number;
  pollMs: number;
  /** The clock of claims and locks (tests move it forward instead of sleeping). */
  now?: () => Date;
}

/** A durable queue's worker: runOnce works every due row now and counts the outcomes. */
export type QueueWorker<Outcome extends string> = PollingRunner<Record<Outcome, number>>;

/**
 * The one way Vitrine works a durable queue, in any number of server processes at once. A run
 * claims a batch (claimBatch), and for each row: extends the claim just before working it and
 * skips it if the claim was lost, keeps extending it while the work lasts, and lets `work`
 * record the outcome (done, retried later with backoff, or given up). Stopping finishes the row
 * in hand and gives the rest of the batch back. A process killed mid-batch leaves locks that run
 * out, and any process's next claim takes those rows again.
 */
export function createQueueWorker<Outcome extends string>(
  options: QueueWorkerOptions<Outcome>,
): QueueWorker<Outcome> {
  const { db, lockMs, batchSize, log } = options;
  const clock = options.now ?? (() => new Date());

  /** Runs `work` while extending the claim on the row, until it ends. */
  async function whileHeld<T>(table: QueueTable, id: number, token: string, work: () => Promise<T>) {
    let held: string | null = token;
    let beat: Promise<void> = Promise.resolve();
    const timer = setInterval(
      () => {
        beat = beat.then(async () => {
          if (!held) return;
          try {
            held = await holdClaim(db, table, id, held, clock(), lockMs);
            if (!held) log.warn({ table, id }, `${options.name}: claim lost while the row was worked`);
          } catch (error) {
            // The database did not answer this time (a restart): the next beat tries again.
            log.warn({ table, id, err: error }, `${options.name}: claim not extended`);
          }
        });
      },
      Math.max(10, Math.floor(lockMs / 3)),
    );
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
      await beat;
    }
  }

  /** Works the rows of one claim; false when stopped before its end (the rest is given back). */
  async function workClaim(
    lane: QueueLane<Outcome>,
    claim: Claim,
    state: RunState,
    result: Record<Outcome, number>,
  ): Promise<boolean> {
    const { table } = lane.queue;
    for (const [index, id] of claim.ids.entries()) {
      if (state.stopping) {
        await releaseClaims(db, table, claim.ids.slice(index), claim.until);
        return false;
      }
      const token = await holdClaim(db, table, id, claim.until, clock(), lockMs);
      if (!token) continue;
      let outcome: Outcome | null;
      try {
        outcome = await whileHeld(table, id, token, () => lane.work(id));
      } catch (error) {
        await releaseClaims(db, table, claim.ids.slice(index + 1), claim.until).catch(() => undefined);
        throw error;
      }
      if (outcome) result[outcome] += 1;
    }
    return true;
  }

  async function run(state: RunState): Promise<Record<Outcome, number>> {
    const result = Object.fromEntries(options.outcomes.map((outcome) => [outcome, 0])) as Record<
      Outcome,
      number
    >;
    for (;;) {
      let full = false;
      for (const lane of options.lanes) {
        if (state.stopping) return result;
        const claim = await claimBatch(db, lane.queue, clock(), lockMs, batchSize);
        // A full batch means more may be due.
        if (claim.ids.length === batchSize) full = true;
        if (!(await workClaim(lane, claim, state, result))) return result;
      }
      if (!full || state.stopping) return result;
    }
  }

  return createPollingRunner(run, {
    pollMs: options.pollMs,
    onError: (error) => log.error({ err: error }, `${options.name} run failed`),
    wakeOn: options.lanes.map((lane) => lane.queue.table),
  });
}
