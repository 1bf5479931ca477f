/**
 * Whether a setting's value fits its kind, and how it is stored: the server's and the back office's
 * checks, kept out of the catalogue the public site reads its flag defaults from (so that the public
 * site's first script does not carry them, nor the typed-number parser).
 */

import { FLAG_OFF, FLAG_ON, settingDefinition } from './settings-catalogue.ts';
import { parseTypedNumber } from './typed-number.ts';

const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a value does not fit its setting's kind — the `validation.*` message key — or null when it
 * does. An empty value (null or '') always fits: the site's default for most kinds, off for a flag
 * (`flag()`). Unknown keys take any text.
 */
export function settingValueProblem(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (settingDefinition(name)?.kind) {
    case 'colour':
      return HEX_COLOUR.test(value) ? null : 'validation.color';
    case 'flag':
      return value === FLAG_ON || value === FLAG_OFF ? null : 'validation.flag';
    case 'number':
      return typeof parseTypedNumber(value) === 'number' ? null : 'validation.number';
    case 'email':
      return EMAIL.test(value) ? null : 'validation.email';
    default:
      return null;
  }
}

/**
 * A value as it is stored: a number setting typed the Belgian way ("92,5", "1.000") as the number
 * it reads ("92.5", "1000"), so every reader takes it with `Number()`; any other value as it is.
 */
export function storedSettingValue<T extends string | null | undefined>(name: string, value: T): T | string {
  if (typeof value !== 'string' || settingDefinition(name)?.kind !== 'number') return value;
  const read = parseTypedNumber(value);
  return typeof read === 'number' ? String(read) : value;
}
