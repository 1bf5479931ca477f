import { ZViewedUnitIds } from '../analytics/visitor-events.ts';
import { check, ZIdInput } from './common.ts';
import { z } from './zod.ts';

/** Anti-spam fields common to the public forms: a captcha token and a honeypot left empty. */
const antiSpam = {
  /** Token of the captcha (ALTCHA payload, or reCAPTCHA v3 token when configured). */
  recaptcha_token: z.string().min(1).max(10000),
  /** Hidden from people; bots fill it in. Must stay empty. */
  website: z
    .string()
    .optional()
    .refine((value) => !value, check('validation.prohibited')),
};

const ACCEPTED = new Set([true, 1, '1', 'true', 'on', 'yes']);

/** POST /unit/mail-to: send a unit's sheet to the visitor. */
export const ZMailToPayload = z.object({
  first_name: z.string().trim().min(1).max(255),
  last_name: z.string().trim().min(1).max(255),
  email: z.email().trim().max(255),
  rgpd_acceptance: z
    .unknown()
    .refine((value) => ACCEPTED.has(value as never), check('validation.accepted'))
    .transform(() => true as const),
  url: z.url().max(2048),
  unit_id: ZIdInput,
  /** Units the visitor opened during this visit, sent because they ticked the box (analytics). */
  viewed_unit_ids: ZViewedUnitIds,
  ...antiSpam,
});
export type TMailToPayload = z.infer<typeof ZMailToPayload>;

/** POST /contact: the contact page's form. */
export const ZContactPayload = z.object({
  last_name: z.string().trim().min(1).max(255),
  first_name: z.string().trim().min(1).max(255),
  email: z.email().trim().max(255),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((phone) => /^[0-9+().\s/-]*$/.test(phone), check('validation.phone'))
    .optional(),
  body: z.string().trim().min(1).max(5000),
  /** The unit whose sheet the visitor came from ("Contactez-nous"), when they did. */
  unit_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), ZIdInput.optional()),
  /** Units the visitor opened during this visit, sent because they ticked the box (analytics). */
  viewed_unit_ids: ZViewedUnitIds,
  ...antiSpam,
});
export type TContactPayload = z.infer<typeof ZContactPayload>;

/** The answer of both public forms: a message to show the visitor. */
export const ZMessageAnswer = z.object({ message: z.string() });
