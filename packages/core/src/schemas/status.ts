import { ZHexColor, ZId, ZIdInput, ZNullableId } from './common.ts';
import { translatableOf, ZTranslatedRequiredInput } from './translatable.ts';
import { z } from './zod.ts';

/** A unit status. Ids 1, 2, 3, 7 are system statuses shared by every project (see status.ts). */
export const ZStatus = z.object({
  id: ZId,
  name: z.string(),
  color: z.string(),
  /** null for the system statuses. */
  project_id: ZId.nullable().optional(),
  translatable: translatableOf('name'),
});
export type TStatus = z.infer<typeof ZStatus>;

export const ZStatusInput = z.object({
  name: ZTranslatedRequiredInput,
  color: ZHexColor,
  project_id: ZNullableId.optional(),
});
export type TStatusInput = z.infer<typeof ZStatusInput>;

export const ZCategory = z.object({
  id: ZId,
  name: z.string(),
  color: z.string(),
  project_id: ZId.optional(),
  order: z.number().int().optional(),
  translatable: translatableOf('name'),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryInput = z.object({
  name: ZTranslatedRequiredInput,
  color: ZHexColor,
  project_id: ZIdInput,
});
export type TCategoryInput = z.infer<typeof ZCategoryInput>;
