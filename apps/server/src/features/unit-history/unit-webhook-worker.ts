import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { nextAttemptAt, pendingRowsOf, type RetryPolicy } from '../../queue/durable-queue.ts';
import { createQueueWorker, type QueueWorker } from '../../queue/queue-worker.ts';
import { systemResolve } from '../crm/crm-address-policy.ts';
import type { CrmLog } from '../crm/crm-context.ts';
import { CrmError, callCrm } from '../crm/crm-http.ts';
import { WEBHOOK_HEADERS, webhookSignature } from './unit-webhook-signature.ts';

export interface UnitWebhookWorkerOptions {
  db: Db;
  config: Pick<Config, 'crmTimeoutMs' | 'crmAllowPrivateHosts'>;
  log: CrmLog;
  pollMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** runOnce sends every delivery due now, once. */
export type UnitWebhookWorker = QueueWorker<'sent' | 'retried' | 'failed'>;

/**
 * The worker of `unit_webhook_deliveries`: each due delivery is claimed as every durable queue's
 * row is (queue-worker.ts; several server processes may run it), signed with its corporation's
 * current secret and POSTed, through the CRM calls' guarded client (no internal address unless CRM_ALLOW_PRIVATE_HOSTS, no redirect, a
 * deadline). A failure waits 30 s, then twice as long each time (capped at 6 h), 12 attempts.
 */
export function createUnitWebhookWorker(options: UnitWebhookWorkerOptions): UnitWebhookWorker {
  const retry: RetryPolicy = {
    maxAttempts: 12,
    backoffMs: 30_000,
    maxBackoffMs: 6 * 3600_000,
    ...options.retry,
  };
  const network = { allowPrivate: options.config.crmAllowPrivateHosts, resolve: systemResolve };
  const { db } = options;

  async function deliver(id: number): Promise<'sent' | 'retried' | 'failed' | null> {
    const row = await db
      .selectFrom('unit_webhook_deliveries')
      .innerJoin('unit_webhooks', 'unit_webhooks.corporation_id', 'unit_webhook_deliveries.corporation_id')
      .select([
        'unit_webhook_deliveries.payload',
        'unit_webhook_deliveries.attempts',
        'unit_webhook_deliveries.status',
        'unit_webhooks.url',
        'unit_webhooks.secret',
        'unit_webhooks.enabled',
      ])
      .where('unit_webhook_deliveries.id', '=', id)
      .executeTakeFirst();
    if (row?.status !== 'pending') return null;
    const attempts = row.attempts + 1;
    const now = new Date();
    try {
      if (row.enabled !== 1 || row.url === '') throw new CrmError('the webhook is switched off', false);
      const json = JSON.parse(row.payload) as unknown;
      // callCrm sends JSON.stringify(json): the signed text is exactly that
      const body = JSON.stringify(json);
      const timestamp = Math.floor(now.getTime() / 1000);
      await callCrm({
        method: 'POST',
        url: row.url,
        json,
        headers: {
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: webhookSignature(row.secret, timestamp, body),
          [WEBHOOK_HEADERS.delivery]: String(id),
          [WEBHOOK_HEADERS.event]: 'unit.changes',
          'user-agent': 'Vitrine-Webhook/1',
        },
        timeoutMs: options.config.crmTimeoutMs,
        provider: 'webhook',
        network,
      });
      await db
        .updateTable('unit_webhook_deliveries')
        .set({ status: 'sent', attempts, sent_at: now.toISOString(), last_error: null, locked_until: null })
        .where('id', '=', id)
        .execute();
      return 'sent';
    } catch (error) {
      const retryable = !(error instanceof CrmError) || error.retryable;
      const retryAfterMs = error instanceof CrmError ? (error.details.retryAfterMs ?? 0) : 0;
      const retryAt = retryable ? nextAttemptAt(attempts, retry, now, retryAfterMs) : null;
      options.log.warn({ deliveryId: id, attempts, err: error }, 'unit webhook delivery failed');
      await db
        .updateTable('unit_webhook_deliveries')
        .set({
          status: retryAt ? 'pending' : 'failed',
          attempts,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
          locked_until: null,
        })
        .where('id', '=', id)
        .execute();
      return retryAt ? 'retried' : 'failed';
    }
  }

  return createQueueWorker({
    db,
    name: 'unit webhook',
    log: options.log,
    lanes: [{ queue: pendingRowsOf('unit_webhook_deliveries'), work: deliver }],
    outcomes: ['sent', 'retried', 'failed'],
    batchSize: 20,
    lockMs: Math.max(60_000, options.config.crmTimeoutMs * 2),
    pollMs: options.pollMs ?? 2000,
  });
}
