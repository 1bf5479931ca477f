import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { createIntervalTask, type IntervalTask } from '../start/interval-task.ts';
import { deleteExpiredSessions } from './session.ts';

/** Expired sessions are deleted every 10 minutes by each server process (a cheap indexed delete). */
export const SESSION_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A timer that deletes expired session rows, started with the background workers. */
export function createSessionSweeper(options: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
  everyMs?: number;
}): IntervalTask {
  return createIntervalTask({
    run: () => deleteExpiredSessions(options.db),
    everyMs: options.everyMs ?? SESSION_SWEEP_EVERY_MS,
    log: options.log,
    failure: 'expired sessions sweep failed',
  });
}
