import { ZId } from './common.ts';
import { CONTACT_CRM_STATUSES } from './crm.ts';
import { ZStatus } from './status.ts';
import { z } from './zod.ts';

export const CONTACT_SOURCES = ['contact', 'mail-to'] as const;

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
  /** The lead's pushes to the project's CRMs, summed up (GET /api/contacts/{id}/crm has each one). */
  crm_status: z.enum(CONTACT_CRM_STATUSES).optional(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
