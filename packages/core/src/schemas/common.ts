import { parseTypedNumber } from '../typed-number.ts';
import { z } from './zod.ts';

/** Largest id the databases hold (a PostgreSQL integer): a bigger number names no row. */
export const MAX_ID = 2_147_483_647;

/** Whether a value can be a row's id: an integer from 1 to MAX_ID. */
export function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

// Beyond MAX_ID an id names no row: the same message as an id that names none ('validation.in').
const withinIds = (id: z.ZodNumber) => id.refine((value) => value <= MAX_ID, check('validation.in'));

/** A database id as the API returns it. */
export const ZId = withinIds(z.number().int().positive());

/** A file stored under /storage, as the API returns it. */
export const ZFileRef = z.object({
  url: z.string(),
  /** Smaller renditions by width in px, e.g. { "960": "/storage/…-960.webp" }. */
  responsiveUrls: z.record(z.string(), z.string()).optional(),
  /** Width in px of the file itself (the original), when the API knows it; srcset lists it too. */
  width: z.number().int().positive().optional(),
});
export type TFileRef = z.infer<typeof ZFileRef>;

/** Server ids handed out by the FilePond upload endpoint; null removes the current file. */
export const ZUploadIds = z.array(z.string().min(1)).nullable().optional();

/** A check whose message comes from the catalogue key `i18n` (see validation-messages.ts). */
export function check(i18n: string, extra: Record<string, string | number> = {}) {
  return { params: { i18n, ...extra } };
}

export const ZHexColor = z
  .string()
  .trim()
  .refine((value) => /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value), check('validation.color'));

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', '']);

/** A boolean that also accepts 0/1 and the usual form words ('on', 'true', '1'…). */
export const ZBooleanish = z.preprocess((value) => {
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return value;
}, z.boolean());

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isNaN(number) ? value : number;
}

/** A typed amount ("605.000", "92,5": core's typed-number rules); '' becomes null; nonsense stays and fails. */
function toTypedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const number = parseTypedNumber(value);
  return number === undefined ? value : number;
}
export const ZTypedNumberish = z.preprocess(toTypedNumber, z.number());
export const ZNullableTypedNumberish = z.preprocess(toTypedNumber, z.number().nullable());

/** At most two decimals (a price in cents, a surface in hundredths of m²). */
export function hasAtMostCents(value: number | null): boolean {
  return value === null || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A number from JSON or from a form input ('' becomes null). */
export const ZNumberish = z.preprocess(toNumber, z.number());
export const ZNullableNumberish = z.preprocess(toNumber, z.number().nullable());
export const ZNullableId = z.preprocess(toNumber, withinIds(z.number().int().positive()).nullable());
/** A database id in a write input (numeric strings from forms and query strings accepted). */
export const ZIdInput = z.preprocess(toNumber, withinIds(z.number().int().positive()));
