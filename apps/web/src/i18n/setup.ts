import { cookieValue, ONE_YEAR_S, setSiteCookie } from '../ui/cookies.ts';
import { type I18n, i18n } from './translations.ts';

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

/**
 * The browser's strings in the page's language, following its changes on <html lang>; ready when
 * the promise is (English is fetched first). A missing key logs a warning and shows its French text.
 */
export function setupI18n(language: Language = initialLanguage()): Promise<void> {
  document.documentElement.lang = language;
  i18n.subscribe((next) => {
    document.documentElement.lang = next;
  });
  return i18n.changeLanguage(language);
}

/** Adds catalogue parts (e.g. `{ fr: { admin: … }, en: … }`) to some strings (the browser's by default). */
export function addStrings(parts: Record<Language, object>, instance: I18n = i18n): void {
  instance.addStrings(parts);
}
