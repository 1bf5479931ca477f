import { ZId } from './common.ts';
import { ZDomain } from './domain.ts';
import { ZSetting } from './setting.ts';
import { translatableOf, ZTranslatedRequiredInput } from './translatable.ts';
import { z } from './zod.ts';

/** A property developer; owns domains and users. */
export const ZCorporationFields = z.object({
  id: ZId,
  name: z.string(),
  translatable: translatableOf('name'),
});

export const ZCorporation = ZCorporationFields.extend({
  settings: z.array(ZSetting).optional(),
  get domains() {
    return z.array(ZDomain).optional();
  },
});
export type TCorporation = z.infer<typeof ZCorporation>;

export const ZCorporationInput = z.object({ name: ZTranslatedRequiredInput });
export type TCorporationInput = z.infer<typeof ZCorporationInput>;
