/**
 * Numbers as Belgian and French staff type them: "605.000", "605 000", "605000", "92,5".
 *
 * Rules (docs/decisions.md, "Typed numbers"):
 * - spaces (also no-break and narrow no-break) and apostrophes only group thousands;
 * - with both "." and ",", the last one is the decimal mark and the other groups thousands;
 * - a lone "," is the decimal mark ("92,5", "605,000" = 605); several commas group thousands;
 * - several dots group thousands ("1.250.000");
 * - a lone "." groups thousands when exactly three digits follow it and one to three digits
 *   (not starting with 0) precede it ("605.000" = 605000, "1.500" = 1500); otherwise it is the
 *   decimal mark ("1.5", "92.50", "0.750");
 * - grouped digits come in threes after a first group of one to three digits ("60.50.00" is refused);
 * - "€", "EUR", "m²" and "m2" around the number are ignored; "" (or only those) is null.
 */
export type TypedNumber = number | null | undefined;

const UNIT_WORDS = /^(€|eur)|(€|eur|m²|m2)$/gi;
const ALLOWED = /^[0-9.,\s\u00a0\u202f'’]+$/;

/** The number typed in `text`: a number, null when empty, undefined when it is not a number. */
export function parseTypedNumber(text: string): TypedNumber {
  let rest = text.trim().replace(UNIT_WORDS, '').trim();
  if (rest === '') return null;
  let sign = 1;
  if (rest.startsWith('-')) {
    sign = -1;
    rest = rest.slice(1).trim();
  }
  if (!ALLOWED.test(rest) || !/[0-9]/.test(rest)) return undefined;
  const decimalAt = decimalMarkIndex(rest);
  if (Number.isNaN(decimalAt)) return undefined;
  const whole = decimalAt < 0 ? rest : rest.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : rest.slice(decimalAt + 1);
  if (decimalAt >= 0 && !/^[0-9]+$/.test(fraction)) return undefined;
  const digits = whole === '' && fraction ? '0' : groupedDigits(whole);
  if (digits === undefined) return undefined;
  const value = Number(fraction ? `${digits}.${fraction}` : digits);
  return Number.isFinite(value) ? sign * value + 0 : undefined;
}

/** Where the decimal mark is in `text`, or -1 when it has none. */
function decimalMarkIndex(text: string): number {
  const dots = [...text].filter((char) => char === '.').length;
  const commas = [...text].filter((char) => char === ',').length;
  if (dots > 0 && commas > 0) {
    const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
    const mark = text[last];
    return (mark === '.' ? dots : commas) === 1 ? last : Number.NaN;
  }
  if (commas === 1) return text.indexOf(',');
  if (dots === 1) {
    const [before = '', after = ''] = text.split('.');
    const thousands = /^[0-9]{3}$/.test(after) && /^[1-9][0-9]{0,2}$/.test(before.trim());
    return thousands ? -1 : text.indexOf('.');
  }
  return -1;
}

/** The digits of a whole part whose groups are separated by spaces, dots or commas; undefined if badly grouped. */
function groupedDigits(whole: string): string | undefined {
  if (whole.includes('.') && whole.includes(',')) return undefined;
  const groups = whole.split(/[.,]|[\s\u00a0\u202f'’]+/).map((group) => group.trim());
  if (groups.length === 1) return /^[0-9]+$/.test(groups[0] ?? '') ? groups[0] : undefined;
  const [first = '', ...others] = groups;
  if (!/^[0-9]{1,3}$/.test(first) || !others.every((group) => /^[0-9]{3}$/.test(group))) return undefined;
  return groups.join('');
}

/**
 * Whether changing a price from `previous` to `next` must be confirmed: emptying a price that
 * was set, or moving it by more than `percent` % of the old price.
 */
export function priceChangeNeedsConfirmation(
  previous: number | null | undefined,
  next: number | null,
  percent: number,
): boolean {
  if (previous === null || previous === undefined) return false;
  if (next === null) return true;
  if (previous === 0) return next !== 0;
  return (Math.abs(next - previous) / Math.abs(previous)) * 100 > percent;
}

/** The corporation setting holding that percentage, and its default. */
export const PRICE_CHANGE_CONFIRM_SETTING = 'price-change-confirm-percent';
export const PRICE_CHANGE_CONFIRM_DEFAULT = 20;

const TYPED_NUMBER_FORMAT = new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 });

/** A number as the admin's boxes show it: "605 000", "92,5" (fr-BE; '' for none). */
export function formatTypedNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? ''
    : TYPED_NUMBER_FORMAT.format(value);
}
