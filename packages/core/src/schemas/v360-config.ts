import { z } from './zod.ts';

/** /storage/v360/{project}/{building}/{unit}/config.json: images are 00.jpg … (totalImages-1). */
export const ZV360Config = z.object({ totalImages: z.number().int().positive().max(1000) });
export type TV360Config = z.infer<typeof ZV360Config>;
