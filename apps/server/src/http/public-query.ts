import { ZTranslatableFlag } from '@vitrine/core/schemas/list-query';
import { z } from 'zod';

/**
 * Query of the public read calls. `locale` is read by the context plugin (an unknown value falls
 * back to Accept-Language); `include` is accepted for compatibility: the answer always holds
 * every relation the public site uses.
 */
export const ZPublicQuery = z.object({
  translatable: ZTranslatableFlag,
  locale: z.string().optional(),
  include: z.string().optional(),
});
