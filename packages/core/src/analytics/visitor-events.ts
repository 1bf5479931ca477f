import { ZId } from '../schemas/common.ts';
import { z } from '../schemas/zod.ts';

/**
 * What the site counts, per site, day and unit (issue 16 point 2). Visits, sheets mailed, plans
 * downloaded and contact forms are counted by the server from the site's own calls; the browser
 * only reports, by beacon, what it alone sees: a unit's sheet opened, a favourite, a comparison.
 */
export const VISITOR_EVENT_KINDS = [
  'visit',
  'unit_opened',
  'sheet_mailed',
  'plan_downloaded',
  'contact_sent',
  'favourite_added',
  'comparison_opened',
] as const;
export type VisitorEventKind = (typeof VISITOR_EVENT_KINDS)[number];

/** The kinds a beacon may carry; the others come from the server's own routes only. */
export const BEACON_KINDS = ['unit_opened', 'favourite_added', 'comparison_opened'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** Kinds that always name a unit. */
const UNIT_KINDS: ReadonlySet<string> = new Set(['unit_opened', 'favourite_added']);

/** Events of one beacon at most: a visitor's batch is a handful. */
export const MAX_BEACON_EVENTS = 20;

export const ZBeaconEvent = z
  .object({ kind: z.enum(BEACON_KINDS), unit_id: ZId.optional() })
  .strict()
  .refine((event) => !UNIT_KINDS.has(event.kind) || event.unit_id !== undefined, {
    message: 'unit_id is required for this kind',
    path: ['unit_id'],
  });
export type TBeaconEvent = z.infer<typeof ZBeaconEvent>;

/** POST /beacons: events the browser batched since its last beacon. */
export const ZBeaconBatch = z
  .object({ events: z.array(ZBeaconEvent).min(1).max(MAX_BEACON_EVENTS) })
  .strict();
export type TBeaconBatch = z.infer<typeof ZBeaconBatch>;

/** Units a visitor opened during their visit, sent with a form when they tick the box. */
export const MAX_VIEWED_UNITS = 30;

/**
 * The viewed units a form carries: an array of ids, or the same as "1,2,3" from a plain form
 * post; duplicates dropped, at most MAX_VIEWED_UNITS, absent when empty.
 */
export const ZViewedUnitIds = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== ''
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number)
      : value === null || typeof value === 'string'
        ? undefined
        : value,
  z
    .array(ZId)
    .max(MAX_VIEWED_UNITS)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/** A count's key: the day (UTC, YYYY-MM-DD), the kind and the unit (0 for none). */
export interface CountKey {
  day: string;
  kind: VisitorEventKind;
  /** 0 when the event is about no unit (a visit, a contact without unit). */
  unitId: number;
  /** 0 when the event is about the site, not one of its projects. */
  projectId: number;
}

/** The UTC day of an instant, as stored with the counts. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Facts about a page request the server reads to decide whether it starts a visit. */
export interface PageRequestFacts {
  /** The site's own host, as the request named it. */
  host: string;
  referer?: string | undefined;
  userAgent?: string | undefined;
  /** `Sec-Purpose` / `Purpose`: prefetch and prerender are not visits. */
  purpose?: string | undefined;
}

const ROBOTS = /bot|crawl|spider|slurp|facebookexternalhit|preview|lighthouse|curl|wget|python|monitor/i;

/**
 * Whether a page load counts as a visit: a person's browser (no robot, no prefetch) arriving
 * from outside the site. A reload or a page opened from the site itself (its Referer is the
 * site) is the same visit. No cookie is read or set: a visit is an entry, not a person.
 */
export function isCountedVisit(facts: PageRequestFacts): boolean {
  if (!facts.userAgent || ROBOTS.test(facts.userAgent)) return false;
  if (facts.purpose && /prefetch|prerender/i.test(facts.purpose)) return false;
  if (!facts.referer) return true;
  const from = URL.parse(facts.referer);
  return !from || from.host.toLowerCase() !== facts.host.toLowerCase();
}
