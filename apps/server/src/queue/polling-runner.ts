/** What a queue worker offers the server: a run now, polling, and a stop that waits for the run. */
export interface PollingRunner<Result> {
  /** Works every due row now; concurrent calls share the same run. */
  runOnce(): Promise<Result>;
  /** Runs every `pollMs` while no run is in progress. */
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface PollingRunnerOptions {
  pollMs: number;
  /** A run that threw (the next poll tries again). */
  onError: (error: unknown) => void;
}

/**
 * The poll loop of a durable queue's worker: one run at a time per process, polling on an
 * unref'd timer so that it never keeps the process alive. The claims that make several
 * processes safe are the run's business (see claim-hold.ts).
 */
export function createPollingRunner<Result>(
  run: () => Promise<Result>,
  options: PollingRunnerOptions,
): PollingRunner<Result> {
  let running: Promise<Result> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function runOnce(): Promise<Result> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) runOnce().catch(options.onError);
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
