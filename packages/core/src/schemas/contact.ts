import { ZId } from './common.ts';
import { CONTACT_CRM_STATUSES } from './crm.ts';
import { ZStatus } from './status.ts';
import { z } from './zod.ts';

export const CONTACT_SOURCES = ['contact', 'mail-to'] as const;

/** Where the sales team is with a lead: every new lead starts `new`. */
export const LEAD_STATUSES = ['new', 'called', 'visit_booked', 'lost', 'sold'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUSES);
export type TLeadStatus = z.infer<typeof ZLeadStatus>;
export const DEFAULT_LEAD_STATUS: TLeadStatus = 'new';

/** What the sales team writes on a lead: its status and a free note (a partial PUT /api/contacts/{id}). */
export const ZLeadFollowUp = z.object({
  lead_status: ZLeadStatus,
  note: z.string().max(65535).nullable(),
});
export type TLeadFollowUp = z.infer<typeof ZLeadFollowUp>;

/** A lead: someone who used the contact form or sent a unit to themselves by e-mail. */
export const ZContact = z.object({
  id: ZId,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  body: z.string().nullable(),
  source: z.enum(CONTACT_SOURCES),
  domain_id: ZId.nullable(),
  unit_id: ZId.nullable(),
  status_id: ZId.nullable().optional(),
  status: ZStatus.nullable().optional(),
  project_id: ZId.nullable().optional(),
  /** The page the visitor wrote from, and the language they wrote in. */
  url: z.string().nullable().optional(),
  locale: z.string().optional(),
  lead_status: ZLeadStatus,
  note: z.string().nullable(),
  /** The lead's pushes to the project's CRMs, summed up (GET /api/contacts/{id}/crm has each one). */
  crm_status: z.enum(CONTACT_CRM_STATUSES).optional(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

export const CONTACT_MAIL_STATES = ['sent', 'failed', 'pending'] as const;

/** A mail about a lead (GET /api/contacts/{id}/mails): to whom, about what, whether it left. */
export const ZContactMail = z.object({
  id: ZId,
  /** 'lead-visitor' | 'lead-sales' */
  kind: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(CONTACT_MAIL_STATES),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type TContactMail = z.infer<typeof ZContactMail>;
