import { check, ZId, ZIdInput } from './common.ts';
import { ZCorporationFields } from './corporation.ts';
import { ZGalleryFile } from './gallery-file.ts';
import { ZPage } from './page.ts';
import { ZProject } from './project.ts';
import { ZSetting } from './setting.ts';
import { ZTour } from './tour.ts';
import { translatableOf, ZTranslatedInput, ZTranslatedRequiredInput } from './translatable.ts';
import { ZVideo } from './video.ts';
import { z } from './zod.ts';

/** A public site, chosen by the request's Host. */
export const ZDomainFields = z.object({
  id: ZId,
  name: z.string(),
  host: z.string(),
  title: z.string(),
  subtitle: z.string(),
  corporation_id: ZId.nullable().optional(),
  translatable: translatableOf('name', 'title', 'subtitle'),
});

export const ZDomain = ZDomainFields.extend({
  settings: z.array(ZSetting).optional(),
  files: z.array(ZGalleryFile).optional(),
  videos: z.array(ZVideo).optional(),
  tours: z.array(ZTour).optional(),
  pages: z.array(ZPage).optional(),
  get projects() {
    return z.array(ZProject).optional();
  },
  get corporation() {
    return ZCorporationFields.optional();
  },
});
export type TDomain = z.infer<typeof ZDomain>;

const HOST = /^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/;

export const ZDomainInput = z.object({
  name: ZTranslatedRequiredInput,
  title: ZTranslatedInput.optional(),
  subtitle: ZTranslatedInput.optional(),
  host: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => HOST.test(value), check('validation.host')),
  corporation_id: ZIdInput,
});
export type TDomainInput = z.infer<typeof ZDomainInput>;
