import { loadPublicEn, publicCatalogues } from '@vitrine/core/i18n/public';
import {
  DEFAULT_LOCALE,
  findTranslation,
  type Locale,
  nodeAt,
  type TranslationParams,
} from '@vitrine/core/i18n/translator';

/** Values to interpolate, with i18next's `count`, `context` and `returnObjects`. */
export type TOptions = { [name: string]: unknown; count?: number; context?: string; returnObjects?: boolean };

/** i18next's t as the app calls it: `{{name}}` interpolation, `count` plurals, `context` variants. */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/**
 * The strings of one language at a time over the catalogues of packages/core (the public site's
 * from the start, the admin's and the media pages' added when their code loads), in place of
 * i18next: the same lookups (context and plural variants, fallback to French, then the key) in a
 * few hundred bytes rather than fifteen kilobytes before the first frame.
 */
export interface I18n {
  readonly language: Locale;
  t: TFunction;
  /** A t bound to one language (the same function each time, so it can be a hook's dependency). */
  getFixedT(language: Locale): TFunction;
  changeLanguage(language: Locale): Promise<void>;
  /** Calls `listener` after each change of language; returns the way to stop. */
  subscribe(listener: (language: Locale) => void): () => void;
  /** Adds catalogue parts (e.g. `{ fr: { admin: … }, en: … }`); they win over the earlier ones. */
  addStrings(parts: Record<Locale, object>): void;
}

export function createI18n(language: Locale = DEFAULT_LOCALE): I18n {
  // newest first: an added part overrides what it repeats, as i18next's deep merge did; the public
  // strings last (read at each call: in the browser, English arrives with the first change to it)
  const parts: Record<Locale, object[]> = { fr: [], en: [] };
  const listeners = new Set<(language: Locale) => void>();
  const fixed = new Map<Locale, TFunction>();

  function translate(locale: Locale, key: string, options: TOptions = {}): unknown {
    const french = [...parts.fr, publicCatalogues.fr];
    const searched =
      locale === DEFAULT_LOCALE ? french : [...parts[locale], publicCatalogues[locale], ...french];
    if (options.returnObjects)
      for (const catalogue of searched) {
        const node = nodeAt(catalogue, key);
        if (node !== undefined) return node;
      }
    const text = findTranslation(searched, locale, key, options as TranslationParams);
    if (text !== undefined) return text;
    console.warn(`i18n: missing key ${key}`);
    return key;
  }

  const i18n: I18n = {
    language,
    t: ((key: string, options?: TOptions) => translate(i18n.language, key, options)) as TFunction,
    getFixedT(locale) {
      let t = fixed.get(locale);
      if (!t) {
        t = ((key: string, options?: TOptions) => translate(locale, key, options)) as TFunction;
        fixed.set(locale, t);
      }
      return t;
    },
    async changeLanguage(next) {
      if (next !== DEFAULT_LOCALE) await loadPublicEn();
      if (next !== i18n.language) {
        (i18n as { language: Locale }).language = next;
        for (const listener of listeners) listener(next);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addStrings(added) {
      if (parts.fr.includes(added.fr)) return;
      parts.fr.unshift(added.fr);
      parts.en.unshift(added.en);
    },
  };
  return i18n;
}

/** The browser's strings (setupI18n in setup.ts sets its language); the server renders with one per language. */
export const i18n = createI18n();
