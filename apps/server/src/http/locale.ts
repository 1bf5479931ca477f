import { isLocale, type Locale, resolveLocale } from '@vitrine/core/i18n/index';

/** The locale a request asks for: `?locale=`, then Accept-Language, then fr. */
export function requestLocale(queryLocale: unknown, acceptLanguage: string | undefined): Locale {
  return isLocale(queryLocale) ? queryLocale : resolveLocale(acceptLanguage);
}
