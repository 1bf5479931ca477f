import { ZFileRef, ZId, ZIdInput, ZUploadIds } from './common.ts';
import { translatableOf, ZTranslatedRequiredInput } from './translatable.ts';
import { z } from './zod.ts';

/** A virtual tour: its panorama lives in /storage/vtour/{domain}/{order}/tour.xml. */
export const ZTour = z.object({
  id: ZId,
  domain_id: ZId.optional(),
  name: z.string(),
  /** Position 1 to 4 in the public menu; also the folder of its tour.xml. */
  order: z.number().int(),
  thumb: ZFileRef.nullable(),
  translatable: translatableOf('name'),
});
export type TTour = z.infer<typeof ZTour>;

export { MAX_TOURS } from '../tours.ts';

export const ZTourInput = z.object({
  domain_id: ZIdInput,
  name: ZTranslatedRequiredInput,
  thumb: ZUploadIds,
});
export type TTourInput = z.infer<typeof ZTourInput>;
