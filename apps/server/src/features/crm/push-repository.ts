import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, Row } from '../../db/schema.ts';
import type { Provider, PushStatus } from './crm-db.ts';

export type PushRow = Row<'crm_outbox'>;

/** Queues one push per provider; a provider already queued for the contact keeps its row. */
export async function insertPushes(
  db: Kysely<Database>,
  contactId: number,
  providers: Provider[],
): Promise<number> {
  if (providers.length === 0) return 0;
  const inserted = await db
    .insertInto('crm_outbox')
    .values(
      providers.map((provider) => ({
        contact_id: contactId,
        provider,
        idempotency_key: randomUUID(),
        // the worker's clock, not the database's: PostgreSQL's now() has microseconds, and a
        // push stamped a hair after the worker's "now" would wait for the next poll
        next_attempt_at: new Date().toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['contact_id', 'provider']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export function findPush(db: Db, id: number): Promise<PushRow | undefined> {
  return db.selectFrom('crm_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPushesOfContact(db: Db, contactId: number): Promise<PushRow[]> {
  return db.selectFrom('crm_outbox').selectAll().where('contact_id', '=', contactId).orderBy('id').execute();
}

/** Pushes of many contacts at once (a page of contacts), by contact id. */
export async function loadCrmPushes(db: Db, contactIds: number[]): Promise<Map<number, PushRow[]>> {
  const byContact = new Map<number, PushRow[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .selectFrom('crm_outbox')
    .selectAll()
    .where('contact_id', 'in', contactIds)
    .orderBy('id')
    .execute();
  for (const row of rows) byContact.set(row.contact_id, [...(byContact.get(row.contact_id) ?? []), row]);
  return byContact;
}

export interface PushOutcome {
  status: PushStatus;
  error: string | null;
  externalId?: string | null;
  /** Pending: when to try again. */
  retryAt?: Date;
}

/** Records one attempt and releases the row's lock. */
export async function recordPushAttempt(db: Db, id: number, outcome: PushOutcome, now: Date): Promise<void> {
  await db
    .updateTable('crm_outbox')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      last_error: outcome.error?.slice(0, 2000) ?? null,
      locked_until: null,
      updated_at: now.toISOString(),
      ...(outcome.status === 'pushed'
        ? { pushed_at: now.toISOString(), external_id: outcome.externalId ?? null }
        : {}),
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt.toISOString() } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Failed pushes of a project's contacts to the given providers go back to the queue (same keys). */
export async function requeueFailedPushes(db: Db, projectId: number, providers: Provider[]): Promise<number> {
  if (providers.length === 0) return 0;
  const result = await db
    .updateTable('crm_outbox')
    .set({ status: 'pending', next_attempt_at: new Date().toISOString(), locked_until: null })
    .where('status', '=', 'failed')
    .where('provider', 'in', providers)
    .where('contact_id', 'in', db.selectFrom('contacts').select('id').where('project_id', '=', projectId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The lead's overall CRM state on its contact row (crm_status, crm_attempts, crm_error,
 * crm_pushed_at): failed if a push gave up, pending while one waits, pushed when all went through.
 */
export async function refreshContactCrmStatus(db: Kysely<Database>, contactId: number): Promise<void> {
  const pushes = await db
    .selectFrom('crm_outbox')
    .select(['status', 'attempts', 'last_error', 'pushed_at'])
    .where('contact_id', '=', contactId)
    .execute();
  if (pushes.length === 0) {
    await db.updateTable('contacts').set({ crm_status: 'skipped' }).where('id', '=', contactId).execute();
    return;
  }
  const status = pushes.some((push) => push.status === 'failed')
    ? 'failed'
    : pushes.some((push) => push.status === 'pending')
      ? 'pending'
      : 'pushed';
  const lastPushed = pushes
    .map((push) => push.pushed_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  await db
    .updateTable('contacts')
    .set({
      crm_status: status,
      crm_attempts: pushes.reduce((sum, push) => sum + push.attempts, 0),
      crm_error: pushes.find((push) => push.status !== 'pushed' && push.last_error)?.last_error ?? null,
      crm_pushed_at: status === 'pushed' ? (lastPushed ?? null) : null,
    })
    .where('id', '=', contactId)
    .execute();
}
