import { en } from './en.ts';
import { type Catalogue, fr } from './fr.ts';
import { createTranslator, type KeyOf, type Locale, type TranslationParams } from './translator.ts';

export type { Catalogue } from './fr.ts';
export {
  DEFAULT_LOCALE,
  interpolate,
  isLocale,
  LOCALES,
  type Locale,
  resolveLocale,
  type TranslationParams,
} from './translator.ts';

/** Every catalogue by locale (public, media, admin, api); usable as i18next `resources[locale].translation`. */
export const catalogues: Record<Locale, Catalogue> = { fr, en };

/** Every dotted key of the catalogues, plus the base of plural (_one/_other) and context keys. */
export type TranslationKey = KeyOf<Catalogue>;

export const { translate, translateIfExists } = /* @__PURE__ */ createTranslator(catalogues);

/**
 * A catalogue message not yet in a locale, e.g. an HTTP error translated once the request's locale
 * is known. `field` fills `{{attribute}}` with the field's name from `validation.attributes`, or,
 * for a message about a file (`fileField`), first from `validation.fileAttributes`.
 */
export type Message = {
  key: TranslationKey;
  params?: TranslationParams;
  field?: string;
  fileField?: boolean;
};

/** A field's name for people ("floor_id" → "étage"), else the field with spaces. */
export function attributeName(locale: Locale, field: string, fileField = false): string {
  return (
    (fileField ? translateIfExists(locale, `validation.fileAttributes.${field}`) : undefined) ??
    translateIfExists(locale, `validation.attributes.${field}`) ??
    field.replaceAll('_', ' ')
  );
}

/** A Message in a locale; a plain string is already text and stays as it is. */
export function translateMessage(locale: Locale, message: Message | string): string {
  if (typeof message === 'string') return message;
  const attribute =
    message.field === undefined ? {} : { attribute: attributeName(locale, message.field, message.fileField) };
  return translate(locale, message.key, { ...message.params, ...attribute });
}
