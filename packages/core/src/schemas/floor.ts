import { ZBuildingFields } from './building.ts';
import { ZId, ZIdInput } from './common.ts';
import { translatableOf, ZTranslatedInput } from './translatable.ts';
import { ZUnit } from './unit.ts';
import { z } from './zod.ts';

export const ZFloorFields = z.object({
  id: ZId,
  /** Lower-case in paths and routes. */
  name: z.string(),
  description: z.string(),
  building_id: ZId,
  adlead_id: z.string().nullable().optional(),
  order: z.number().int(),
  translatable: translatableOf('description'),
});

export const ZFloor = ZFloorFields.extend({
  /** Public site only: names the floor had before a rename, newest first (old links redirect). */
  former_names: z.array(z.string()).optional(),
  get units() {
    return z.array(ZUnit).optional();
  },
  get building() {
    return ZBuildingFields.optional();
  },
});
export type TFloor = z.infer<typeof ZFloor>;

export const ZFloorInput = z.object({
  name: z.string().trim().min(1).max(255),
  description: ZTranslatedInput.optional(),
  building_id: ZIdInput,
  adlead_id: z.string().trim().max(255).nullable().optional(),
});
export type TFloorInput = z.infer<typeof ZFloorInput>;
