import type { QueueTable } from './durable-queue.ts';
import { onQueueWoken } from './queue-signal.ts';

/** What a queue worker offers the server: a run now, polling, and a stop that waits for the run. */
export interface PollingRunner<Result> {
  /** Works every due row now; concurrent calls share the same run. */
  runOnce(): Promise<Result>;
  /** Runs now, then every `pollMs` and on each wakeQueue() of its tables, while no run is in progress. */
  start(): void;
  /** Stops polling, tells the run in progress to stop (see RunState), and waits for it. */
  stop(): Promise<void>;
}

export interface PollingRunnerOptions {
  pollMs: number;
  /** A run that threw (the next poll tries again). */
  onError: (error: unknown) => void;
  /** The queues whose wakeQueue() starts a run at once. */
  wakeOn?: QueueTable[];
}

/** Read by a run between two rows: once stop() is called, it finishes the row in hand and ends. */
export interface RunState {
  readonly stopping: boolean;
}

/**
 * The poll loop of a durable queue's worker: one run at a time per process, polling on an
 * unref'd timer so that it never keeps the process alive, woken at once by its queues' signal.
 * The claims that make several processes safe are the run's business (queue-worker.ts).
 */
export function createPollingRunner<Result>(
  run: (state: RunState) => Promise<Result>,
  options: PollingRunnerOptions,
): PollingRunner<Result> {
  const state = { stopping: false };
  let running: Promise<Result> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void)[] = [];
  // A wake-up during a run may be about a row that run's claim did not see: run again after it.
  let runAgain = false;

  function runOnce(): Promise<Result> {
    // A run asked for after stop() (a test, a one-off run) is a whole run again.
    if (!running) state.stopping = false;
    running ??= run(state).finally(() => {
      running = null;
    });
    return running;
  }

  function tick(): void {
    // A wake-up already on its way when stop() was called.
    if (!timer) return;
    if (running) {
      runAgain = true;
      return;
    }
    runOnce()
      .catch(options.onError)
      .finally(() => {
        if (!runAgain) return;
        runAgain = false;
        setImmediate(tick);
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      state.stopping = false;
      timer = setInterval(tick, options.pollMs);
      timer.unref();
      unsubscribe = (options.wakeOn ?? []).map((table) => onQueueWoken(table, () => setImmediate(tick)));
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      runAgain = false;
      for (const off of unsubscribe) off();
      unsubscribe = [];
      state.stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
