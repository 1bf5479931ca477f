import { check, ZFileRef, ZId, ZIdInput, ZUploadIds } from './common.ts';
import { z } from './zod.ts';

/** One encoding of a video, e.g. { url, type: 'video/mp4' }. */
export const ZVideoFormat = z.object({ url: z.string(), type: z.string() });
export type TVideoFormat = z.infer<typeof ZVideoFormat>;

export const ZVideo = z.object({
  id: ZId,
  domain_id: ZId.optional(),
  order: z.number().int(),
  thumb: ZFileRef.nullable(),
  formats: z.array(ZVideoFormat).optional(),
});
export type TVideo = z.infer<typeof ZVideo>;

const ZVideoFormatInput = z
  .object({
    type: z.string().refine((type) => /^video\/[a-z0-9.+-]+$/.test(type), check('validation.videoType')),
    /** Either an upload server id list or an existing url. */
    upload: ZUploadIds,
    url: z.string().max(2048).optional(),
  })
  .refine((format) => Boolean(format.url) || Boolean(format.upload?.length), {
    ...check('validation.required'),
    path: ['upload'],
  });

export const ZVideoInput = z.object({
  domain_id: ZIdInput,
  thumb: ZUploadIds,
  formats: z.array(ZVideoFormatInput).min(1),
});
export type TVideoInput = z.infer<typeof ZVideoInput>;
