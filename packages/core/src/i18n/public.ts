import { importPublicEn, publicEnNow } from '#public-en';
import { publicFr } from './public-fr.ts';
import type { Locale } from './translator.ts';
import { createTranslator, type KeyOf } from './translator.ts';

/**
 * What the visitor's browser needs from the start: the public site's strings. Universal code
 * (formats, typology) translates with these, so the admin and API strings stay out of the public
 * bundle, and the forms' validation messages (validation.ts) come with the forms. In the browser,
 * English is French until loadPublicEn has brought it (main.tsx and a change of language await it).
 */
export const publicCatalogues: Record<Locale, typeof publicFr> = {
  fr: publicFr,
  en: publicEnNow ?? publicFr,
};

let english: Promise<void> | null = publicEnNow ? Promise.resolve() : null;

/** The English strings, ready: at once outside the browser, after one fetch in it. */
export function loadPublicEn(): Promise<void> {
  english ??= importPublicEn().then((strings) => {
    publicCatalogues.en = strings;
  });
  return english;
}

export type PublicTranslationKey = KeyOf<typeof publicCatalogues.fr>;

export const { translate, translateIfExists } = createTranslator(publicCatalogues);
export { DEFAULT_LOCALE, type Locale } from './translator.ts';
