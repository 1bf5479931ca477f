import { z } from 'zod';

/** A mail as the outbox keeps it (JSON in mail_outbox.payload) until it is sent. */
export const ZOutboxMail = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  /** Content-Language of the message. */
  language: z.enum(['fr', 'en']).optional(),
  /** Files attached from storage, read when the mail is sent. */
  attachments: z.array(z.object({ filename: z.string(), path: z.string() })).default([]),
});
export type TOutboxMail = z.input<typeof ZOutboxMail>;

/** What a mail is for: shown in logs, and lets tests and admins find a lead's mails. */
export type OutboxMailKind = 'lead-visitor' | 'lead-sales';
