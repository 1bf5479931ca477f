import { type Locale, type SettingLike, settingValue } from '@vitrine/core';
import { canOpenUnit } from '@vitrine/core/display-rules';
import type { TContactPayload, TMailToPayload } from '@vitrine/core/schemas/public-payloads';
import { pickTranslation } from '@vitrine/core/schemas/translatable';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { parseTranslated } from '../../db/translatable.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { wakeQueue } from '../../queue/queue-signal.ts';
import { findUnitPlans } from '../downloads/unit-plans.ts';
import { unitSheetAttachment } from '../unit-sheet-pdf/unit-sheet-mail.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';
import { findDuplicateLead } from './duplicate-lead.ts';
import { contactLeadNotification, unitLeadNotification, unitSheetMail } from './lead-mails.ts';
import { findLeadSettings, findSoleProjectId, insertContact } from './lead-repository.ts';

/** The units a lead carries as its column stores them: a JSON array, or null for none. */
function viewedUnitsColumn(ids: readonly number[] | undefined): string | null {
  return ids?.length ? JSON.stringify(ids) : null;
}

/** Where and for whom a lead arrives. */
export interface LeadContext {
  db: Db;
  domain: Row<'domains'>;
  locale: Locale;
  /** The site's origin from its stored host (site-of-host.ts), for links in mails. */
  origin: string;
  storage: StorageDriver;
  /** Configured fallback for sites without a `sales-email` setting. */
  salesFallback: string | null;
  warn: (message: string) => void;
}

const ZEmail = z.email();

/** The sales address: the project's `sales-email` setting, else the domain's, else the configured one. */
export function salesAddress(
  settings: { project: readonly SettingLike[]; domain: readonly SettingLike[] },
  fallback: string | null,
): string | null {
  for (const candidate of [
    settingValue(settings.project, 'sales-email'),
    settingValue(settings.domain, 'sales-email'),
  ]) {
    if (candidate && ZEmail.safeParse(candidate.trim()).success) return candidate.trim();
  }
  return fallback;
}

/**
 * A unit sent by e-mail: the lead is stored first, and in the same transaction the unit sheet
 * (to the visitor) and the notice (to the sales team) are queued; the worker sends them.
 */
export async function recordUnitMailLead(
  ctx: LeadContext,
  payload: TMailToPayload,
  found: UnitWithRelations,
): Promise<number> {
  const duplicate = await findDuplicateLead(ctx.db, {
    domainId: ctx.domain.id,
    email: payload.email,
    source: 'mail-to',
    unitId: found.unit.id,
  });
  // the same request again within minutes: the first lead and its mails stand for both
  if (duplicate !== undefined) return duplicate;
  const settings = await findLeadSettings(ctx.db, ctx.domain.id, found.project.id);
  // the plans go only with a unit whose sheet opens, as its download does (core's opening rule)
  const plans = canOpenUnit(found.unit, settings.project) ? await findUnitPlans(found.unit, ctx.storage) : [];
  // without a plan file, the unit's sheet goes as a PDF (issue 15 point 3)
  const sheet =
    canOpenUnit(found.unit, settings.project) && plans.length === 0
      ? await unitSheetAttachment(ctx, found)
      : null;
  const salesTo = salesAddress(settings, ctx.salesFallback);
  if (!salesTo) ctx.warn(`no sales-email setting for domain ${ctx.domain.host} nor SALES_NOTIFICATION_EMAIL`);

  const contactId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertContact(trx, {
      domain_id: ctx.domain.id,
      project_id: found.project.id,
      unit_id: found.unit.id,
      source: 'mail-to',
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      url: payload.url,
      locale: ctx.locale,
      gdpr_accepted: 1,
      viewed_unit_ids: viewedUnitsColumn(payload.viewed_unit_ids),
    });
    const visitorMail = unitSheetMail({
      locale: ctx.locale,
      person: payload,
      found,
      projectSettings: settings.project,
      unitUrl: payload.url,
      downloadUrl: `${ctx.origin}/download/${found.unit.id}/blueprints`,
      plans,
      sheet,
    });
    await enqueueMail(trx, visitorMail, { kind: 'lead-visitor', contactId: id });
    if (salesTo) {
      const notice = unitLeadNotification({
        to: salesTo,
        person: payload,
        visitorLocale: ctx.locale,
        found,
        unitUrl: payload.url,
      });
      await enqueueMail(trx, notice, { kind: 'lead-sales', contactId: id });
    }
    return id;
  });
  wakeQueue('mail_outbox', 'crm_outbox');
  return contactId;
}

/**
 * A contact-page message, sent from a unit's sheet or not: stored (with the unit and its project
 * when there is one, so the CRM pushes name the lot), then the sales team's notice queued in the
 * same transaction.
 */
export async function recordContactLead(
  ctx: LeadContext,
  payload: TContactPayload,
  found?: UnitWithRelations,
): Promise<number> {
  const duplicate = await findDuplicateLead(ctx.db, {
    domainId: ctx.domain.id,
    email: payload.email,
    source: 'contact',
    unitId: found?.unit.id ?? null,
    body: payload.body,
  });
  if (duplicate !== undefined) return duplicate;
  const projectId = found ? found.project.id : await findSoleProjectId(ctx.db, ctx.domain.id);
  const settings = await findLeadSettings(ctx.db, ctx.domain.id, projectId);
  const salesTo = salesAddress(settings, ctx.salesFallback);
  if (!salesTo) ctx.warn(`no sales-email setting for domain ${ctx.domain.host} nor SALES_NOTIFICATION_EMAIL`);
  const site = pickTranslation(parseTranslated(ctx.domain.title), 'fr') || ctx.domain.host;

  const contactId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertContact(trx, {
      domain_id: ctx.domain.id,
      project_id: projectId,
      unit_id: found?.unit.id ?? null,
      source: 'contact',
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      phone: payload.phone || null,
      body: payload.body,
      locale: ctx.locale,
      gdpr_accepted: 0,
      viewed_unit_ids: viewedUnitsColumn(payload.viewed_unit_ids),
    });
    if (salesTo) {
      const notice = contactLeadNotification({
        to: salesTo,
        person: payload,
        visitorLocale: ctx.locale,
        body: payload.body,
        site,
        found,
      });
      await enqueueMail(trx, notice, { kind: 'lead-sales', contactId: id });
    }
    return id;
  });
  wakeQueue('mail_outbox', 'crm_outbox');
  return contactId;
}
