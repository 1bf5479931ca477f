import { ZId, ZIdInput, ZNullableId } from './common.ts';
import { ZFloor } from './floor.ts';
import { ZProjectFields } from './project.ts';
import { ZSetting } from './setting.ts';
import { translatableOf, ZTranslatedInput } from './translatable.ts';
import { z } from './zod.ts';

export const ZBuildingFields = z.object({
  id: ZId,
  /** Lower-case in paths and routes; also the key of the polygon file. */
  name: z.string(),
  description: z.string(),
  project_id: ZId,
  /** null for a main (parent) building. */
  building_id: ZId.nullable(),
  adlead_id: z.string().nullable().optional(),
  order_column: z.number().int(),
  translatable: translatableOf('description'),
});

export const ZBuilding = ZBuildingFields.extend({
  settings: z.array(ZSetting).optional(),
  /** Public site only: names the building had before a rename, newest first (old links redirect). */
  former_names: z.array(z.string()).optional(),
  get floors() {
    return z.array(ZFloor).optional();
  },
  /** Sub-buildings of a main building. */
  get buildings(): z.ZodOptional<z.ZodArray<typeof ZBuilding>> {
    return z.array(ZBuilding).optional();
  },
  get project() {
    return ZProjectFields.optional();
  },
});
export type TBuilding = z.infer<typeof ZBuilding>;

export const ZBuildingInput = z.object({
  name: z.string().trim().min(1).max(255),
  description: ZTranslatedInput.optional(),
  project_id: ZIdInput,
  building_id: ZNullableId.optional(),
  adlead_id: z.string().trim().max(255).nullable().optional(),
});
export type TBuildingInput = z.infer<typeof ZBuildingInput>;
