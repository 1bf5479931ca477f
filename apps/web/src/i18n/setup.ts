import { publicCatalogues } from '@vitrine/core/i18n/public';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
const STORAGE_KEY = 'vitrine.language';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

/** The remembered language, else French (the spec's default). */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * i18next with fr default and en, holding the public site's strings; the admin and media bundles
 * add theirs with addStrings. A missing key logs a warning and shows its French text.
 */
export function setupI18n(language: Language = initialLanguage()) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {
      fr: { translation: publicCatalogues.fr },
      en: { translation: publicCatalogues.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    missingKeyHandler: (_languages, _namespace, key) => console.warn(`i18n: missing key ${key}`),
    saveMissing: true,
  });
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
