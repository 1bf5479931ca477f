import type { Message } from '@vitrine/core/i18n/index';
import { HttpError } from '../../http/http-errors.ts';
import { inTransaction } from '../../queue/wake-on-commit.ts';
import { connectorOf, listConnectionsOfProject, statusMapOf } from './crm-connections.ts';
import type { CrmContext } from './crm-context.ts';
import type { Provider } from './crm-db.ts';
import { loggedCrmError, storedCrmError } from './crm-error-text.ts';
import { CrmError } from './crm-http.ts';
import { addCounts, applyLots, emptyCounts, type LotCounts } from './lot-sync.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';
import { requeueFailedPushes } from './push-repository.ts';
import { firstLeaseEnd, whileAlive } from './sync-run-lease.ts';

export interface SyncRequest {
  projectId: number;
  /** Building scope: only that building's lots (Adlead), matched to its units. */
  buildingId?: number;
  userId: number | null;
  /** Create units for lots that have none (`?create=1`). */
  create: boolean;
}

export interface SyncRunOutcome {
  run_id: number;
  provider: Provider;
  status: 'succeeded' | 'failed';
  counts: LotCounts;
  /** As stored in sync_runs.error (crm-error-text.ts). */
  error?: string;
}

export interface SyncOutcome {
  runs: SyncRunOutcome[];
  counts: LotCounts;
  /** Failed lead pushes of the project queued again (project sync only). */
  requeued_pushes: number;
}

/** Raised when a sync cannot start at all (422: nothing configured, ids missing). */
function cannotSync(message: Message, field = 'crm'): HttpError {
  return new HttpError(422, message, { errors: { [field]: [message] } });
}

/**
 * Runs every enabled stock provider of a project (Adlead) over the project, or over one of its
 * buildings; each run is logged in sync_runs with its counts and per-unit changes. A project
 * sync also queues again the project's failed lead pushes to its connected CRMs.
 */
export async function runSync(ctx: CrmContext, request: SyncRequest): Promise<SyncOutcome> {
  const db = ctx.db;
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', request.projectId)
    .executeTakeFirstOrThrow();
  const building = request.buildingId
    ? await db
        .selectFrom('buildings')
        .selectAll()
        .where('id', '=', request.buildingId)
        .executeTakeFirstOrThrow()
    : null;
  const connections = (await listConnectionsOfProject(ctx.db, project.id)).filter((row) => row.enabled === 1);
  if (connections.length === 0) throw cannotSync({ key: 'api.crm.none' });

  const stock = connections.filter((row) => PROVIDER_DEFINITIONS[row.provider].offersStock);
  if (building && stock.length === 0) throw cannotSync({ key: 'api.crm.noStock' });
  if (building && !building.adlead_id) throw cannotSync({ key: 'api.crm.noBuildingId' }, 'adlead_id');

  const runs: SyncRunOutcome[] = [];
  for (const connection of stock) {
    const programId = project[`${connection.provider}_id` as 'adlead_id'];
    const run = await db
      .insertInto('sync_runs')
      .values({
        provider: connection.provider,
        project_id: project.id,
        building_id: building?.id ?? null,
        user_id: request.userId,
        alive_until: firstLeaseEnd(ctx.syncLeaseMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keepAlive = <T>(work: () => Promise<T>) =>
      whileAlive(
        db,
        run.id,
        ctx.syncLeaseMs,
        (error) => ctx.log.warn({ runId: run.id, error: loggedCrmError(error) }, 'CRM sync run not extended'),
        work,
      );
    try {
      if (!programId)
        throw new CrmError(`the project has no ${PROVIDER_DEFINITIONS[connection.provider].label} id`, false);
      const connector = connectorOf(ctx, connection);
      const result = await keepAlive(async () => {
        const lots = await connector.pullLots!({ programId, buildingId: building?.adlead_id ?? null });
        return inTransaction(db, (trx) =>
          applyLots(trx, lots, {
            scope: { projectId: project.id, buildingId: building?.id ?? null },
            statusMap: statusMapOf(connection),
            create: request.create,
            userId: request.userId,
          }),
        );
      });
      await finishRun(ctx, run.id, 'succeeded', result.counts, JSON.stringify(result.diffs), null);
      runs.push({
        run_id: run.id,
        provider: connection.provider,
        status: 'succeeded',
        counts: result.counts,
      });
    } catch (error) {
      const stored = storedCrmError(error);
      await finishRun(ctx, run.id, 'failed', emptyCounts(), null, stored);
      ctx.log.warn(
        { runId: run.id, provider: connection.provider, error: loggedCrmError(error) },
        'CRM sync failed',
      );
      runs.push({
        run_id: run.id,
        provider: connection.provider,
        status: 'failed',
        counts: emptyCounts(),
        error: stored,
      });
    }
  }

  // A project's link also queues again the leads its CRMs refused (once the cause is fixed).
  const providers = connections.map((row) => row.provider);
  const requeued = building ? 0 : await requeueFailedPushes(ctx.db, project.id, providers);
  return {
    runs,
    counts: runs.reduce((total, run) => addCounts(total, run.counts), emptyCounts()),
    requeued_pushes: requeued,
  };
}

async function finishRun(
  ctx: CrmContext,
  id: number,
  status: 'succeeded' | 'failed',
  counts: LotCounts,
  details: string | null,
  error: string | null,
): Promise<void> {
  await ctx.db
    .updateTable('sync_runs')
    .set({
      status,
      summary: JSON.stringify(counts),
      details,
      error,
      finished_at: new Date().toISOString(),
      alive_until: null,
    })
    .where('id', '=', id)
    .execute();
}
