export type Locale = 'fr' | 'en';
export const LOCALES: readonly Locale[] = ['fr', 'en'];
export const DEFAULT_LOCALE: Locale = 'fr';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutVariant<K extends string> = K extends `${infer Base}_${'one' | 'other' | 'female'}` ? Base : K;

/** Every dotted key of a catalogue, plus the base of plural (_one/_other) and context keys. */
export type KeyOf<C> = Leaves<C> | WithoutVariant<Leaves<C>>;
export type TranslationParams = Record<string, string | number | null | undefined> & {
  count?: number;
  context?: string;
};

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/** Picks a supported locale from a tag or an Accept-Language header; fr otherwise. */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** What a dotted key leads to in a catalogue: a string, a part of the catalogue, or undefined. */
export function nodeAt(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function candidates(locale: Locale, key: string, params: TranslationParams): string[] {
  const keys: string[] = [];
  if (params.context) keys.push(`${key}_${params.context}`);
  if (typeof params.count === 'number') {
    keys.push(`${key}_${new Intl.PluralRules(locale).select(params.count)}`, `${key}_other`);
  }
  keys.push(key);
  return keys;
}

/** Replaces `{{name}}` (i18next syntax, spaces allowed) with params; unknown names stay. */
export function interpolate(text: string, params: TranslationParams = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * The text of a key in the first of `catalogues` that has it, interpolated (context and plural
 * variants first, as i18next does), or undefined.
 */
export function findTranslation(
  catalogues: readonly object[],
  locale: Locale,
  key: string,
  params: TranslationParams = {},
): string | undefined {
  for (const catalogue of catalogues) {
    for (const candidate of candidates(locale, key, params)) {
      const text = nodeAt(catalogue, candidate);
      if (typeof text === 'string') return interpolate(text, params);
    }
  }
  return undefined;
}

/**
 * `translate` and `translateIfExists` over some catalogues. translate works like i18next:
 * context (`key_female`) and plural (`key_one`, `key_other`) variants first, then the key;
 * falls back to fr, then to the key itself.
 */
export function createTranslator<C extends object>(catalogues: Record<Locale, C>) {
  function translate(locale: Locale, key: KeyOf<C>, params: TranslationParams = {}): string {
    return findTranslation([catalogues[locale], catalogues[DEFAULT_LOCALE]], locale, key, params) ?? key;
  }
  /** Like translate, for keys built at run time (unknown keys give undefined). */
  function translateIfExists(locale: Locale, key: string, params: TranslationParams = {}) {
    const text = translate(locale, key as KeyOf<C>, params);
    return text === key ? undefined : text;
  }
  return { translate, translateIfExists };
}
