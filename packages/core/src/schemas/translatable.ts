import { z } from './zod.ts';

/**
 * Output shape contract for translatable fields (decided by the lead):
 *
 * Translatable fields are stored as `{ fr, en }`. An API entity carries each of them as the
 * plain string in the request's locale, falling back to fr (an empty translation counts as
 * missing). When the request asks `translatable=1`, the entity also carries a `translatable`
 * object holding every translatable field as `{ fr, en }`:
 *
 *   { fullname: "Appartement A1",
 *     translatable: { fullname: { fr, en }, description: { fr, en }, price_detail: { fr, en } } }
 *
 * Values are always strings: a missing translation is '' (never null), so clients never test
 * for both. Ids are numbers, flags are real booleans, money and surfaces are numbers.
 */

export const ZLocale = z.enum(['fr', 'en']);
export type TLocale = z.infer<typeof ZLocale>;

/** A stored translation, as returned under `translatable`. */
export const ZTranslated = z.object({ fr: z.string(), en: z.string() });
export type TTranslated = z.infer<typeof ZTranslated>;

/** Write input of an optional translation: both languages may be left empty. */
export const ZTranslatedInput = z.object({
  fr: z.string().max(65535).default(''),
  en: z.string().max(65535).default(''),
});
export type TTranslatedInput = z.infer<typeof ZTranslatedInput>;

/** Write input of a required translation: French must be filled, English may be empty. */
export const ZTranslatedRequiredInput = z.object({
  fr: z.string().trim().min(1).max(255),
  en: z.string().trim().max(255).default(''),
});

/** The `translatable` companion object of an entity, listing its translatable fields. */
export function translatableOf<const K extends string>(...fields: K[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, ZTranslated])) as Record<
    K,
    typeof ZTranslated
  >;
  return z.object(shape).optional();
}

export { pickTranslation } from '../translation.ts';
