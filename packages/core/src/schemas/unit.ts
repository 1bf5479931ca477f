import { UNIT_NAME_PATTERN } from '../names.ts';
import { UNIT_OPTIONS } from '../unit-options.ts';
import {
  check,
  hasAtMostCents,
  ZBooleanish,
  ZFileRef,
  ZId,
  ZIdInput,
  ZNullableId,
  ZNullableTypedNumberish,
  ZNumberish,
  ZTypedNumberish,
  ZUploadIds,
} from './common.ts';
import { ZFloorFields } from './floor.ts';
import { ZProjectFields } from './project.ts';
import { ZCategory, ZStatus } from './status.ts';
import { translatableOf, ZTranslatedInput, ZTranslatedRequiredInput } from './translatable.ts';
import { z } from './zod.ts';

export { type TUnitOption, UNIT_OPTIONS } from '../unit-options.ts';
export const ZUnitOption = z.enum(UNIT_OPTIONS);

/** A unit's own columns, without relations. */
export const ZUnitFields = z.object({
  id: ZId,
  /** Stable id, also the polygon name in the orbital files. */
  name: z.string(),
  fullname: z.string(),
  description: z.string(),
  price_detail: z.string(),
  floor_id: ZId,
  /** null for a top-level unit; set for a unit inside another one. */
  unit_id: ZId.nullable(),
  status_id: ZId.nullable(),
  category_id: ZId.nullable(),
  /** 0 is a studio (see typology.ts). */
  bedrooms: z.number().int(),
  surface: z.number(),
  price: z.number().nullable(),
  has_garden: z.boolean(),
  has_terrace: z.boolean(),
  has_balcony: z.boolean(),
  has_loggia: z.boolean(),
  blueprint2D: ZFileRef.nullable(),
  blueprint3D: ZFileRef.nullable(),
  /** The PDF plan. */
  blueprints: ZFileRef.nullable(),
  translatable: translatableOf('fullname', 'description', 'price_detail'),
});

export const ZUnit = ZUnitFields.extend({
  status: ZStatus.nullable().optional(),
  category: ZCategory.nullable().optional(),
  /** Public site only: names the unit had before a rename, newest first (old links redirect). */
  former_names: z.array(z.string()).optional(),
  get units() {
    return z.array(ZUnitFields).optional();
  },
  get floor() {
    return ZFloorFields.optional();
  },
  get project() {
    return ZProjectFields.optional();
  },
});
export type TUnit = z.infer<typeof ZUnit>;

export const ZUnitInput = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((value) => value === '' || UNIT_NAME_PATTERN.test(value), check('validation.unitNameFormat')),
  fullname: ZTranslatedRequiredInput,
  description: ZTranslatedInput.optional(),
  price_detail: ZTranslatedInput.optional(),
  floor_id: ZIdInput,
  unit_id: ZNullableId.optional(),
  status_id: ZNullableId.optional(),
  category_id: ZNullableId.optional(),
  bedrooms: ZNumberish.pipe(z.number().int().min(0).max(50)).default(0),
  surface: ZTypedNumberish.pipe(
    z.number().min(0).max(1_000_000).refine(hasAtMostCents, check('validation.cents')),
  ).default(0),
  price: ZNullableTypedNumberish.pipe(
    z.number().min(0).max(1_000_000_000).nullable().refine(hasAtMostCents, check('validation.cents')),
  ).optional(),
  has_garden: ZBooleanish.default(false),
  has_terrace: ZBooleanish.default(false),
  has_balcony: ZBooleanish.default(false),
  has_loggia: ZBooleanish.default(false),
  blueprint2D: ZUploadIds,
  blueprint3D: ZUploadIds,
  blueprints: ZUploadIds,
});
export type TUnitInput = z.infer<typeof ZUnitInput>;
