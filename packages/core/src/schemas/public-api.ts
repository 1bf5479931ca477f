import { ZId } from './common.ts';
import { z } from './zod.ts';

// The public read API (/api/public/v1, issue 16 point 3): what a site shows, for the developer's
// own site. Texts are in the request's language (?locale=, then Accept-Language, then French).

/** A unit as the site's results list shows it: the price only where the site shows one. */
export const ZPublicApiUnit = z.object({
  id: ZId,
  name: z.string(),
  fullname: z.string(),
  project_id: ZId,
  building_id: ZId,
  floor_id: ZId,
  status: z.object({ id: ZId, name: z.string(), color: z.string() }).nullable(),
  /** The site opens this unit's sheet (available, and the project shows sheets). */
  opens: z.boolean(),
  bedrooms: z.number().int(),
  surface: z.number(),
  /** null where the site does not show a price (hidden by the project, or the unit is not available). */
  price: z.number().nullable(),
  price_detail: z.string(),
  category_id: ZId.nullable(),
  has_garden: z.boolean(),
  has_terrace: z.boolean(),
  has_balcony: z.boolean(),
  has_loggia: z.boolean(),
  /** The unit's page on the site (its path; open it on the site's own origin, or under /embed). */
  path: z.string(),
});
export type TPublicApiUnit = z.infer<typeof ZPublicApiUnit>;

/** One unit: its list facts and, where its sheet opens, its description. */
export const ZPublicApiUnitDetail = ZPublicApiUnit.extend({ description: z.string() });

export const ZPublicApiProjectSummary = z.object({
  id: ZId,
  name: z.string(),
  /** The project's page on the site, and its embed page. */
  path: z.string(),
  embed_path: z.string(),
});

const ZPublicApiFloor = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  unit_ids: z.array(ZId),
});

/** A project's structure: buildings (sub-buildings under their main one), floors, and their units' ids. */
export const ZPublicApiProject = ZPublicApiProjectSummary.extend({
  statuses: z.array(z.object({ id: ZId, name: z.string(), color: z.string() })),
  buildings: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      description: z.string(),
      /** The main building of a sub-building; null for a main one. */
      building_id: ZId.nullable(),
      floors: z.array(ZPublicApiFloor),
    }),
  ),
});

/** A refused call: what went wrong, in the request's language, and a stable code. */
export const ZPublicApiError = z.object({
  message: z.string(),
  reason: z.enum(['missing-key', 'unknown-key', 'revoked-key', 'not-found', 'too-many-requests']),
});
export type TPublicApiErrorReason = z.infer<typeof ZPublicApiError>['reason'];
