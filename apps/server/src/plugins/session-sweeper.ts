import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { deleteExpiredSessions } from './session.ts';

/** Expired sessions are deleted every 10 minutes by each server process (a cheap indexed delete). */
export const SESSION_SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface SessionSweeper {
  start(): void;
  stop(): Promise<void>;
}

/** A timer that deletes expired session rows, started with the background workers. */
export function createSessionSweeper(options: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
  everyMs?: number;
}): SessionSweeper {
  const { db, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function sweep(): void {
    running ??= deleteExpiredSessions(db)
      .catch((error: unknown) => log.error({ err: error }, 'expired sessions sweep failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(sweep, options.everyMs ?? SESSION_SWEEP_EVERY_MS);
      timer.unref();
      sweep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
