import { MAX_EMBED_ORIGINS, normalizeOrigin } from '../embed-origins.ts';
import { check, ZId } from './common.ts';
import { ZSearchQuery } from './search-query.ts';
import { z } from './zod.ts';

/** PUT /api/domains/{id}/embed: the origins allowed to embed the site and call its read API. */
export const ZEmbedOriginsInput = z.object({
  origins: z
    .array(
      z
        .string()
        .max(255)
        .refine((value) => normalizeOrigin(value) !== null, check('validation.origin')),
    )
    .max(MAX_EMBED_ORIGINS),
});
export type TEmbedOriginsInput = z.infer<typeof ZEmbedOriginsInput>;

/** The embed settings of a site as the back office reads them. */
export const ZEmbedSettings = z.object({
  domain_id: ZId,
  origins: z.array(z.string()),
  /** Where the site's pages are (its host, with APP_URL's scheme and port). */
  site_origin: z.string(),
  /** Each project's embed page (a path on site_origin). */
  projects: z.array(z.object({ id: ZId, name: z.string(), embed_path: z.string() })),
});
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;

// ---- postMessage between the embedded showcase and the page around it ----

/** Every message carries `source: 'vitrine'` and the version of its shape. */
export const EMBED_SOURCE = 'vitrine';
export const EMBED_VERSION = 1;

const envelope = { source: z.literal(EMBED_SOURCE), version: z.literal(EMBED_VERSION) };

/** A filter as the page around sends it: any part of the filter panel's query (the rest stays). */
export const ZEmbedFilter = ZSearchQuery.partial();
export type TEmbedFilter = z.infer<typeof ZEmbedFilter>;

/** What the page around may ask the showcase. */
export const ZEmbedCommand = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('open-unit'), unit_id: ZId }),
  z.object({ ...envelope, type: z.literal('apply-filter'), filter: ZEmbedFilter }),
]);
export type TEmbedCommand = z.infer<typeof ZEmbedCommand>;

/** Why a command did nothing (sent back as an `error` event). */
export const EMBED_ERRORS = ['invalid-command', 'unknown-unit', 'unit-not-openable'] as const;

/** What the showcase tells the page around. */
export const ZEmbedEvent = z.discriminatedUnion('type', [
  /** The bridge listens: commands sent from now on are read. */
  z.object({ ...envelope, type: z.literal('ready') }),
  z.object({
    ...envelope,
    type: z.literal('unit-opened'),
    unit: z.object({ id: ZId, name: z.string(), fullname: z.string() }),
  }),
  z.object({
    ...envelope,
    type: z.literal('lead-sent'),
    /** `contact`: the contact form; `unit-mail`: a unit's sheet sent by mail. */
    form: z.enum(['contact', 'unit-mail']),
    unit_id: ZId.nullable(),
  }),
  z.object({ ...envelope, type: z.literal('error'), reason: z.enum(EMBED_ERRORS), command: z.string() }),
]);
export type TEmbedEvent = z.infer<typeof ZEmbedEvent>;

type EventBody<T extends TEmbedEvent['type']> = Omit<Extract<TEmbedEvent, { type: T }>, 'source' | 'version'>;

/** An event with its envelope. */
export function embedEvent<T extends TEmbedEvent['type']>(body: EventBody<T>): TEmbedEvent {
  return { source: EMBED_SOURCE, version: EMBED_VERSION, ...body } as TEmbedEvent;
}

/**
 * A received message read as a command: the command, `null` for a message that is not ours (other
 * scripts post messages too: no answer), or `'invalid'` for ours with a wrong shape or version.
 */
export function readEmbedCommand(data: unknown): TEmbedCommand | 'invalid' | null {
  if (!data || typeof data !== 'object' || (data as { source?: unknown }).source !== EMBED_SOURCE)
    return null;
  const parsed = ZEmbedCommand.safeParse(data);
  return parsed.success ? parsed.data : 'invalid';
}
