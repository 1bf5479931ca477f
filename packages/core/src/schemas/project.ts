import { ZBuilding } from './building.ts';
import { ZBooleanish, ZId, ZIdInput } from './common.ts';
import { ZDomainFields } from './domain.ts';
import { ZSetting } from './setting.ts';
import { ZCategory, ZStatus } from './status.ts';
import { translatableOf, ZTranslatedRequiredInput } from './translatable.ts';
import { z } from './zod.ts';

export const ZProjectFields = z.object({
  id: ZId,
  name: z.string(),
  domain_id: ZId,
  /** 'T' labels units French style (ST, T2, T3…); anything else shows "N chambres". */
  topology: z.string().nullable(),
  show_price: z.boolean(),
  show_category: z.boolean(),
  /** Privacy notice (HTML) shown with the consent box. */
  gdpr: z.string().nullable(),
  /** Link to the terms of use. */
  cgu: z.string().nullable(),
  emerige_id: z.string().nullable().optional(),
  immolead_id: z.string().nullable().optional(),
  adlead_id: z.string().nullable().optional(),
  unlatch_id: z.string().nullable().optional(),
  translatable: translatableOf('name', 'gdpr'),
});

export const ZProject = ZProjectFields.extend({
  settings: z.array(ZSetting).optional(),
  statuses: z.array(ZStatus).optional(),
  categories: z.array(ZCategory).optional(),
  get buildings() {
    return z.array(ZBuilding).optional();
  },
  get domain() {
    return ZDomainFields.optional();
  },
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectInput = z.object({
  name: ZTranslatedRequiredInput,
  domain_id: ZIdInput,
  topology: z.string().trim().max(20).nullable().optional(),
  show_price: ZBooleanish.default(true),
  show_category: ZBooleanish.default(false),
  gdpr: z.string().max(65535).nullable().optional(),
  cgu: z.url().max(2048).nullable().optional(),
  emerige_id: z.string().trim().max(255).nullable().optional(),
  immolead_id: z.string().trim().max(255).nullable().optional(),
  adlead_id: z.string().trim().max(255).nullable().optional(),
  unlatch_id: z.string().trim().max(255).nullable().optional(),
});
export type TProjectInput = z.infer<typeof ZProjectInput>;
