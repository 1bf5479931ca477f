import { ZBooleanish, ZId, ZIdInput } from './common.ts';
import { z } from './zod.ts';

/** A public page of a domain that can be hidden or given the alternative logo. */
export const ZPage = z.object({
  id: ZId,
  name: z.string(),
  is_active: z.boolean(),
  withAltLogo: z.boolean(),
  domain_id: ZId.optional(),
});
export type TPage = z.infer<typeof ZPage>;

export const ZPageInput = z.object({
  name: z.string().trim().min(1).max(255),
  is_active: ZBooleanish.default(true),
  withAltLogo: ZBooleanish.default(false),
  domain_id: ZIdInput,
});
export type TPageInput = z.infer<typeof ZPageInput>;
