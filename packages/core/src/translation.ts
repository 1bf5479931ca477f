import type { Locale } from './i18n/index.ts';

/** A value stored in both languages. */
export type TTranslated = { fr: string; en: string };

/** The string of a stored translation in a locale, falling back to fr, then ''. */
export function pickTranslation(value: Partial<TTranslated> | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] || value.fr || '';
}
