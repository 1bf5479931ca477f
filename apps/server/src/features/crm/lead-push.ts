import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { parseTranslated } from '../../db/translatable.ts';
import { nextAttemptAt, type RetryPolicy } from '../../queue/durable-queue.ts';
import { connectorOf, findConnection } from './crm-connections.ts';
import type { LeadForCrm } from './crm-connector.ts';
import type { CrmContext } from './crm-context.ts';
import type { Provider } from './crm-db.ts';
import { loggedCrmError, storedCrmError } from './crm-error-text.ts';
import { CrmError } from './crm-http.ts';
import {
  insertPushes,
  type PushOutcome,
  type PushRow,
  recordPushAttempt,
  refreshContactCrmStatus,
} from './push-repository.ts';

/**
 * The hook of the leads service: called in the transaction that stores a contact, it queues one
 * push per CRM connected to the contact's project, so that the lead and its pushes commit
 * together (the CRM worker sends them). Returns how many were queued.
 */
export async function enqueueLeadPushes(
  trx: Kysely<Database>,
  contact: { id: number; project_id?: number | null },
): Promise<number> {
  const providers = contact.project_id
    ? (
        await trx
          .selectFrom('crm_connections')
          .select('provider')
          .where('project_id', '=', contact.project_id)
          .where('enabled', '=', 1)
          .execute()
      ).map((row) => row.provider)
    : [];
  const queued = await insertPushes(trx, contact.id, providers);
  await refreshContactCrmStatus(trx, contact.id);
  return queued;
}

/** utm_source / utm_medium / utm_campaign of the page the lead was sent from. */
export function trackingOf(pageUrl: string | null): LeadForCrm['tracking'] {
  let params = new URLSearchParams();
  try {
    if (pageUrl) params = new URL(pageUrl).searchParams;
  } catch {
    // not a URL: no tracking
  }
  return {
    source: params.get('utm_source') || 'vitrine',
    medium: params.get('utm_medium') || 'website',
    campaign: params.get('utm_campaign') || null,
  };
}

/** The lead of a queued push as the connectors take it; undefined when its contact is gone. */
export async function loadLead(db: Db, push: PushRow): Promise<LeadForCrm | undefined> {
  const contact = await db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', push.contact_id)
    .executeTakeFirst();
  if (!contact?.project_id) return undefined;
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', contact.project_id)
    .executeTakeFirstOrThrow();
  const unit = contact.unit_id
    ? await db.selectFrom('units').selectAll().where('id', '=', contact.unit_id).executeTakeFirst()
    : undefined;
  const projectName = parseTranslated(project.name);
  return {
    contactId: contact.id,
    idempotencyKey: push.idempotency_key,
    firstName: contact.first_name,
    lastName: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    message: contact.body,
    locale: contact.locale,
    kind: contact.source,
    optIn: contact.gdpr_accepted === 1,
    createdAt: contact.created_at,
    pageUrl: contact.url,
    tracking: trackingOf(contact.url),
    project: {
      id: project.id,
      name: projectName.fr || projectName.en || '',
      externalIds: {
        adlead: project.adlead_id,
        unlatch: project.unlatch_id,
        immolead: project.immolead_id,
        emerige: project.emerige_id,
      },
    },
    unit: unit
      ? {
          id: unit.id,
          name: unit.name,
          externalId: unit.external_id,
          price: unit.price === null ? null : Number(unit.price),
          surface: Number(unit.surface),
          bedrooms: unit.bedrooms,
        }
      : null,
  };
}

/** What to record after a failed attempt: retry later (backoff, or the provider's Retry-After) or give up. */
export function outcomeOfFailure(
  error: unknown,
  attempts: number,
  policy: RetryPolicy,
  now: Date,
): PushOutcome {
  const message = storedCrmError(error);
  const retryable = error instanceof CrmError ? error.retryable : true;
  const retryAfterMs = error instanceof CrmError ? (error.details.retryAfterMs ?? 0) : 0;
  const retryAt = retryable ? nextAttemptAt(attempts, policy, now, retryAfterMs) : null;
  return retryAt ? { status: 'pending', error: message, retryAt } : { status: 'failed', error: message };
}

/**
 * Sends one claimed push and records the result. Every attempt carries the row's idempotency
 * key, so a push whose answer was lost (timeout, crash) and is sent again is recognised by the
 * provider instead of creating the lead twice.
 */
export async function sendPush(ctx: CrmContext, push: PushRow, policy: RetryPolicy): Promise<PushOutcome> {
  const attempts = push.attempts + 1;
  let outcome: PushOutcome;
  let failure: unknown;
  try {
    const lead = await loadLead(ctx.db, push);
    const connection = lead && (await findConnection(ctx.db, lead.project.id, push.provider as Provider));
    if (!lead) outcome = { status: 'failed', error: 'the contact has no project any more' };
    else if (connection?.enabled === 1) {
      const result = await connectorOf(ctx, connection).pushLead(lead);
      outcome = { status: 'pushed', error: result.note ?? null, externalId: result.externalId };
    } else outcome = { status: 'failed', error: 'no enabled connection to this CRM' };
  } catch (error) {
    failure = error;
    // 409 to a request carrying our idempotency key: the provider already has this lead.
    if (error instanceof CrmError && error.details.status === 409) {
      outcome = { status: 'pushed', error: 'already received by the CRM (409)', externalId: null };
    } else {
      outcome = outcomeOfFailure(error, attempts, policy, new Date());
    }
  }
  await recordPushAttempt(ctx.db, push.id, outcome, new Date());
  await refreshContactCrmStatus(ctx.db, push.contact_id);
  const details = {
    pushId: push.id,
    contactId: push.contact_id,
    provider: push.provider,
    attempts,
    error: failure === undefined ? outcome.error : loggedCrmError(failure),
  };
  if (outcome.status === 'pushed') ctx.log.info(details, 'lead pushed to CRM');
  else if (outcome.status === 'pending')
    ctx.log.warn({ ...details, retryAt: outcome.retryAt }, 'lead not pushed, will retry');
  else ctx.log.error(details, 'lead not pushed, giving up');
  return outcome;
}
