import { ZId } from './common.ts';
import { z } from './zod.ts';

/** POST /api/domains/{id}/api-keys: a key is named for who uses it ("Site du promoteur"). */
export const ZApiKeyInput = z.object({ name: z.string().trim().min(1).max(100) });
export type TApiKeyInput = z.infer<typeof ZApiKeyInput>;

/** A read-API key as the back office lists it: never the key itself, only its first characters. */
export const ZApiKey = z.object({
  id: ZId,
  domain_id: ZId,
  name: z.string(),
  /** The key's first characters ("vtr_Ab12Cd"), to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to a key's creation: the only time the key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** Keys start with this, so that a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'vtr_';
/** Characters of a key kept in clear to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 10;
