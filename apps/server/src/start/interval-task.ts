import type { FastifyBaseLogger } from 'fastify';

/** A background task run now and then every `everyMs`, one run at a time; stop waits for the run. */
export interface IntervalTask {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs `run` at start and every `everyMs` on an unref'd timer (it never keeps the process alive),
 * skipping a tick while the previous run is still going; a run that throws is logged as `failure`.
 */
export function createIntervalTask(options: {
  run: () => Promise<unknown>;
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  failure: string;
}): IntervalTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function tick(): void {
    running ??= options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.everyMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
