import type { Db } from '../../db/database.ts';
import type { CrmConfig } from './crm-context.ts';

/**
 * How long a CRM sync run stays "running" without its process saying it is still at it (the
 * queues' lock time: QUEUE_LOCK_SECONDS, else four CRM call deadlines and at least a minute).
 */
export function syncRunLeaseMs(config: CrmConfig): number {
  return config.queueLockMs ?? Math.max(60_000, config.crmTimeoutMs * 4);
}

const leaseEnd = (leaseMs: number, now = Date.now()) => new Date(now + leaseMs).toISOString();

/** The `alive_until` of a run started now. */
export const firstLeaseEnd = (leaseMs: number): string => leaseEnd(leaseMs);

/**
 * Extends run `id` every third of the lease while `work` runs, so that no other process takes it
 * for cut off; a failed extension is logged and tried again at the next tick.
 */
export async function whileAlive<T>(
  db: Db,
  id: number,
  leaseMs: number,
  onError: (error: unknown) => void,
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => {
    db.updateTable('sync_runs')
      .set({ alive_until: leaseEnd(leaseMs) })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute()
      .catch(onError);
  }, leaseMs / 3);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** Stored as the error of a run cut off with its process (translated when read, crm-error-text.ts). */
export const CUT_OFF_ERROR = JSON.stringify({ key: 'api.crm.syncInterrupted' });

/**
 * Ends as failed the runs still "running" whose lease has passed (their process died in the middle:
 * SIGKILL, a crash, the machine), and those from before leases existed. Returns how many.
 */
export async function failCutOffSyncRuns(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable('sync_runs')
    .set({ status: 'failed', error: CUT_OFF_ERROR, finished_at: at, alive_until: null })
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('alive_until', 'is', null), eb('alive_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
