import { ZFileRef, ZId, ZUploadIds } from './common.ts';
import { z } from './zod.ts';

export const SETTING_TYPES = ['text', 'image'] as const;

/** The columns naming whose setting it is; exactly one is set. */
export const SETTING_OWNERS = [
  'corporation_id',
  'domain_id',
  'project_id',
  'building_id',
  'user_id',
] as const;

/** A named setting of a corporation, domain, project, building or user. */
export const ZSetting = z.object({
  id: ZId,
  name: z.string(),
  type: z.enum(SETTING_TYPES),
  value: z.string().nullable(),
  image: ZFileRef.nullable(),
  css_file: ZFileRef.nullable().optional(),
  pdf: ZFileRef.nullable().optional(),
  /** Whose setting it is (SETTING_OWNERS): lists send them, the admin reads who may change it. */
  corporation_id: ZId.nullable().optional(),
  domain_id: ZId.nullable().optional(),
  project_id: ZId.nullable().optional(),
  building_id: ZId.nullable().optional(),
  user_id: ZId.nullable().optional(),
});
export type TSetting = z.infer<typeof ZSetting>;

export const ZSettingInput = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  type: z.enum(SETTING_TYPES).optional(),
  value: z.string().max(65535).nullable().optional(),
  /** Upload server ids of the new image; null removes it. */
  image: ZUploadIds,
});
export type TSettingInput = z.infer<typeof ZSettingInput>;
