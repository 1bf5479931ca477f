import { ZUnitOption } from './unit.ts';
import { z } from './zod.ts';

const ZRange = z.tuple([z.number(), z.number()]);

/** The orbital screen's filter panel, applied client-side by searchUnits. */
export const ZSearchQuery = z.object({
  bedrooms: z.array(z.number().int()),
  price: ZRange,
  surface: ZRange,
  options: z.array(ZUnitOption),
  /** Include sold units (status 2). */
  isUnavailable: z.boolean(),
  categories: z.array(z.number().int()),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
