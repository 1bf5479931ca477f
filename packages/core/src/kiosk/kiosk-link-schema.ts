import { z } from 'zod';
import { KIOSK_LINK_DAYS } from './kiosk-token.ts';

/** POST /api/domains/{id}/kiosk-link: how many days the link opens a kiosk. */
export const ZKioskLinkRequest = z.object({
  days: z.number().int().min(KIOSK_LINK_DAYS.min).max(KIOSK_LINK_DAYS.max).default(KIOSK_LINK_DAYS.default),
});
export type TKioskLinkRequest = z.input<typeof ZKioskLinkRequest>;

/** The link for the sales-office screen and when it stops opening one. */
export const ZKioskLink = z.object({ url: z.string(), expires_at: z.string() });
export type TKioskLink = z.infer<typeof ZKioskLink>;

/** GET /kiosk: whether this browser is a kiosk of the Host's site, and its idle delay. */
export const ZKioskState = z.object({
  active: z.boolean(),
  via: z.enum(['setting', 'link']).nullable(),
  idle_ms: z.number(),
});
export type TKioskState = z.infer<typeof ZKioskState>;
