import { isDatabaseId } from '@vitrine/core';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { nextAttemptAt, type RetryPolicy } from '../../queue/durable-queue.ts';
import { inTransaction } from '../../queue/wake-on-commit.ts';
import { type ConnectionRow, connectorOf, findConnectionById, statusMapOf } from './crm-connections.ts';
import type { LotEvent, WebhookRequest } from './crm-connector.ts';
import type { CrmContext } from './crm-context.ts';
import type { EventStatus, Provider } from './crm-db.ts';
import { CrmError } from './crm-http.ts';
import { applyLots, canonicalTime } from './lot-sync.ts';
import { ADLEAD_EVENTS } from './providers/adlead.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';

export type EventRow = Row<'crm_webhook_events'>;

/** The lot events a provider may send; anything else is stored and ignored. */
const HANDLED: Partial<Record<Provider, readonly string[]>> = { adlead: ADLEAD_EVENTS };

export type Receipt =
  | { code: 202; status: 'accepted'; eventId: number }
  | { code: 200; status: 'duplicate' | 'ignored' }
  | { code: 400 | 401 | 404; message: string };

/**
 * A webhook call: the signature is checked on the raw body, the event is stored once per
 * (connection, event id) — a repeated delivery finds it there and does nothing — and the
 * work is left to the worker. Answers in the time of one insert.
 */
export async function receiveWebhook(
  ctx: CrmContext,
  provider: string,
  connectionId: number,
  request: WebhookRequest,
): Promise<Receipt> {
  // Beyond an integer (or not one) it names no connection; PostgreSQL would refuse to compare.
  const connection = isDatabaseId(connectionId) ? await findConnectionById(ctx.db, connectionId) : undefined;
  if (
    !connection ||
    connection.provider !== provider ||
    !PROVIDER_DEFINITIONS[connection.provider].sendsWebhooks
  ) {
    return { code: 404, message: 'unknown webhook' };
  }
  const connector = connectorOf(ctx, connection);
  if (!connector.verifyWebhook?.(request)) return { code: 401, message: 'bad signature' };

  let event: LotEvent;
  try {
    event = connector.parseWebhook!(JSON.parse(request.rawBody.toString('utf8')));
  } catch (error) {
    return { code: 400, message: error instanceof CrmError ? error.message : 'body is not JSON' };
  }
  // A paused connection keeps a trace of what it was sent, but changes nothing.
  const ignored =
    connection.enabled !== 1
      ? 'connection disabled'
      : (HANDLED[connection.provider]?.includes(event.type) ?? false)
        ? null
        : 'event type not handled';
  const inserted = await ctx.db
    .insertInto('crm_webhook_events')
    .values({
      connection_id: connection.id,
      event_id: event.id.slice(0, 255),
      event_type: event.type.slice(0, 64),
      payload: request.rawBody.toString('utf8'),
      occurred_at: canonicalTime(event.occurredAt),
      // due by the worker's clock (see push-repository.ts)
      next_attempt_at: new Date().toISOString(),
      ...(ignored
        ? { status: 'ignored' as const, outcome: ignored, processed_at: new Date().toISOString() }
        : {}),
    })
    .onConflict((conflict) => conflict.columns(['connection_id', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { code: 200, status: 'duplicate' };
  if (ignored) return { code: 200, status: 'ignored' };
  return { code: 202, status: 'accepted', eventId: inserted.id };
}

export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('crm_webhook_events').selectAll().where('id', '=', id).executeTakeFirst();
}

async function finishEvent(
  db: Db,
  id: number,
  values: { status: EventStatus; outcome?: string | null; error?: string | null; retryAt?: Date },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('crm_webhook_events')
    .set((eb) => ({
      status: values.status,
      outcome: values.outcome ?? null,
      last_error: values.error?.slice(0, 2000) ?? null,
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      ...(values.retryAt ? { next_attempt_at: values.retryAt.toISOString() } : { processed_at: now }),
    }))
    .where('id', '=', id)
    .execute();
}

/** Why an applied event changed nothing, in the words kept on the event row. */
function outcomeOf(
  action: string | undefined,
  lotId: string,
): { status: EventStatus; outcome: string | null } {
  switch (action) {
    case 'stale':
      return { status: 'ignored', outcome: 'older than the last change applied to the unit' };
    case 'missing':
      return { status: 'ignored', outcome: `no unit for lot ${lotId}` };
    case 'updated':
      return { status: 'applied', outcome: 'unit updated' };
    default:
      return { status: 'applied', outcome: 'already up to date' };
  }
}

/** Applies one claimed event to its unit; a failure of ours is retried, a bad event is not. */
export async function processEvent(
  ctx: CrmContext,
  row: EventRow,
  policy: RetryPolicy,
): Promise<EventStatus> {
  try {
    const connection: ConnectionRow | undefined = await findConnectionById(ctx.db, row.connection_id);
    if (!connection) throw new CrmError('connection removed', false);
    const event = connectorOf(ctx, connection).parseWebhook!(JSON.parse(row.payload));
    const result = await inTransaction(ctx.db, (trx) =>
      applyLots(trx, [event.lot], {
        scope: { projectId: connection.project_id },
        statusMap: statusMapOf(connection),
        create: false,
        occurredAt: event.occurredAt,
      }),
    );
    const diff = result.diffs[0];
    if (diff?.action === 'error') {
      await finishEvent(ctx.db, row.id, { status: 'failed', error: diff.error ?? 'error' });
      return 'failed';
    }
    const { status, outcome } = outcomeOf(diff?.action, event.lot.externalId);
    await finishEvent(ctx.db, row.id, { status, outcome });
    return status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    const retryable = !(error instanceof CrmError) || error.retryable;
    const retryAt = retryable ? nextAttemptAt(attempts, policy, new Date()) : null;
    ctx.log.warn({ eventId: row.id, error: message, attempts }, 'CRM webhook event not applied');
    if (!retryAt) {
      await finishEvent(ctx.db, row.id, { status: 'failed', error: message });
      return 'failed';
    }
    await finishEvent(ctx.db, row.id, { status: 'pending', error: message, retryAt });
    return 'pending';
  }
}
