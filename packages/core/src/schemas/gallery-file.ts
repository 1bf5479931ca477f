import { ZFileRef, ZId, ZIdInput, ZUploadIds } from './common.ts';
import { z } from './zod.ts';

/** A picture of a domain's gallery. */
export const ZGalleryFile = z.object({
  id: ZId,
  domain_id: ZId.optional(),
  file: ZFileRef,
  thumb: ZFileRef.nullable(),
  order: z.number().int(),
});
export type TGalleryFile = z.infer<typeof ZGalleryFile>;

/** POST /api/files/upload: new uploads and ids of pictures to delete, for one domain. */
export const ZGalleryUploadInput = z.object({
  domain_id: ZIdInput.default(1),
  files: ZUploadIds.transform((ids) => ids ?? []),
  removes: z.array(ZIdInput).default([]),
});
export type TGalleryUploadInput = z.infer<typeof ZGalleryUploadInput>;
