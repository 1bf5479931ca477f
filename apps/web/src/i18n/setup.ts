import { publicCatalogues } from '@vitrine/core/i18n/public';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookieValue, ONE_YEAR_S, setSiteCookie } from '../ui/cookies.ts';

export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
const STORAGE_KEY = 'vitrine.language';
/** Also a cookie, so that the server renders the page in the visitor's language. */
export const LANGUAGE_COOKIE = 'vitrine-lang';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

/** The language a Cookie header remembers, or null. */
export function languageOfCookies(cookies: string): Language | null {
  const value = cookieValue(cookies, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/** The language the server rendered the page in (<html lang>, when #root holds its HTML), or null. */
export function renderedLanguage(): Language | null {
  const rendered = document.documentElement.lang;
  return document.getElementById('root')?.hasAttribute('data-ssr') && isLanguage(rendered) ? rendered : null;
}

/** The language the visitor chose on an earlier visit, or null. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = languageOfCookies(document.cookie) ?? localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The page's language: the server's, else the remembered one, else French (the spec's default). */
export function initialLanguage(): Language {
  return renderedLanguage() ?? rememberedLanguage() ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  setSiteCookie(LANGUAGE_COOKIE, language, ONE_YEAR_S);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the cookie still holds the choice
  }
}

/** i18next's options for the public site's strings, in the browser and on the server. */
export function i18nOptions(language: Language) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {
      fr: { translation: publicCatalogues.fr },
      en: { translation: publicCatalogues.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) =>
      console.warn(`i18n: missing key ${key}`),
    saveMissing: true,
    showSupportNotice: false,
    // the catalogues are in the bundle: ready at once, which a server render needs
    initAsync: false,
  };
}

/**
 * i18next with fr default and en, holding the public site's strings; the admin and media bundles
 * add theirs with addStrings. A missing key logs a warning and shows its French text.
 */
export function setupI18n(language: Language = initialLanguage()) {
  void i18next.use(initReactI18next).init(i18nOptions(language));
  document.documentElement.lang = language;
  i18next.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18next;
}

/** Adds catalogue parts (e.g. `{ fr: { admin: … }, en: … }`) to i18next (the app's by default). */
export function addStrings(parts: Record<Language, object>, instance: i18n = i18next): void {
  if (!instance.store) return;
  for (const language of SUPPORTED_LANGUAGES) {
    instance.addResourceBundle(language, 'translation', parts[language], true, true);
  }
}
