import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../i18n/translator.ts';
import {
  type ValidationTranslationKey as TranslationKey,
  translate,
  translateIfExists,
} from '../i18n/validation.ts';

type Issue = z.core.$ZodRawIssue;

function attributeName(field: string, locale: Locale): string {
  return translateIfExists(locale, `validation.attributes.${field}`) ?? field.replaceAll('_', ' ');
}

/** The field a message is about: the last named path segment, skipping fr/en and list indexes. */
function attributeOf(path: readonly PropertyKey[] | undefined, locale: Locale): string {
  const named = (path ?? []).filter(
    (part): part is string => typeof part === 'string' && part !== 'fr' && part !== 'en',
  );
  const field = named[named.length - 1];
  if (!field) return locale === 'fr' ? 'donnée' : 'value';
  return attributeName(field, locale);
}

/**
 * A field path as people read it, for a message shown away from its input:
 * "formats.0.url" → "Formats n° 1 › lien", "name.fr" → "Nom".
 */
export function fieldLabel(path: string | readonly PropertyKey[], locale: Locale): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const words: string[] = [];
  for (const part of parts) {
    if (part === 'fr' || part === 'en' || part === '') continue;
    if (/^\d+$/.test(part) && words.length > 0) {
      const position = translate(locale, 'validation.position', { position: Number(part) + 1 });
      words[words.length - 1] = `${words.at(-1)} ${position}`;
    } else words.push(attributeName(part, locale));
  }
  const label = words.join(' › ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isMissing(issue: Issue): boolean {
  return issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
}

function keyFor(issue: Issue): { key: TranslationKey; params?: Record<string, string | number> } {
  const custom = (issue as { params?: { i18n?: string } & Record<string, string | number> }).params;
  if (custom?.i18n) {
    const { i18n, ...params } = custom;
    return { key: i18n as TranslationKey, params };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { key: 'validation.required' };
      if (issue.expected === 'int') return { key: 'validation.integer' };
      if (['string', 'number', 'boolean', 'array', 'object'].includes(issue.expected)) {
        return { key: `validation.${issue.expected}` as TranslationKey };
      }
      return { key: 'validation.invalid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.minString', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) return { key: 'validation.sizeArray', params: { size: min } };
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.minArray', params: { min } };
      }
      return {
        key: issue.inclusive === false ? 'validation.greaterThan' : 'validation.minNumber',
        params: { min },
      };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.maxString', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.exact
          ? { key: 'validation.sizeArray', params: { size: max } }
          : { key: 'validation.maxArray', params: { max } };
      }
      return {
        key: issue.inclusive === false ? 'validation.lessThan' : 'validation.maxNumber',
        params: { max },
      };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.in' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownKeys', params: { keys: issue.keys.join(', ') } };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Error map giving catalogue messages ("Le champ nom est obligatoire.") in a locale. */
export function validationErrorMap(locale: Locale): z.core.$ZodErrorMap {
  return (issue) => {
    const { key, params } = keyFor(issue);
    const size = issue.code === 'too_small' ? Number(issue.minimum) : undefined;
    return translate(locale, key, { size, ...params, attribute: attributeOf(issue.path, locale) });
  };
}

/** Parse options for zod's parse/safeParse that give messages in a locale. */
export function inLocale(locale: Locale): { error: z.core.$ZodErrorMap } {
  return { error: validationErrorMap(locale) };
}

// French by default for every schema parsed without its own error map (server and browser).
z.config({ customError: validationErrorMap(DEFAULT_LOCALE) });

/** 422 body's `errors`: messages by dotted field path, e.g. { "name.fr": ["Le champ nom…"] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}
