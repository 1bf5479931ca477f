import type { Db } from '../../db/database.ts';

/** A form sent again within this many minutes with the same answers is the same lead. */
export const DUPLICATE_LEAD_MINUTES = 10;

export interface LeadIdentity {
  domainId: number;
  email: string;
  /** 'mail-to' or 'contact': the form. */
  source: string;
  unitId: number | null;
  /** The contact form's message: a different message is a new lead. */
  body?: string | null;
}

/**
 * The lead a visitor already left with the same form in the last DUPLICATE_LEAD_MINUTES minutes:
 * same site, same e-mail (case aside), same form, same unit (or none), and for the contact form
 * the same message. A double click, a reload that posts again or an impatient second send then
 * answers success without a second lead, a second mail to the sales team or a second CRM push.
 */
export async function findDuplicateLead(
  db: Db,
  lead: LeadIdentity,
  now: Date = new Date(),
): Promise<number | undefined> {
  const since = new Date(now.getTime() - DUPLICATE_LEAD_MINUTES * 60_000).toISOString();
  let query = db
    .selectFrom('contacts')
    .select('id')
    .where('domain_id', '=', lead.domainId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lead.email.trim().toLowerCase()))
    .where('source', '=', lead.source)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1);
  query =
    lead.unitId === null ? query.where('unit_id', 'is', null) : query.where('unit_id', '=', lead.unitId);
  if (lead.body !== undefined)
    query = lead.body === null ? query.where('body', 'is', null) : query.where('body', '=', lead.body);
  const found = await query.executeTakeFirst();
  return found ? Number(found.id) : undefined;
}
