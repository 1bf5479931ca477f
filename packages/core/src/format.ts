import { type Locale, translate } from './i18n/public.ts';

/**
 * Made on first use: building an Intl formatter loads locale and time-zone data, which costs
 * tens of milliseconds on a phone at start-up when made for every import of this module.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * The number conventions of each page language: Belgian French (the spec's), and English as
 * written in the euro area (en-IE: "€315,000", "1,200 m²").
 */
const NUMBER_LOCALES: Record<Locale, string> = { fr: 'fr-BE', en: 'en-IE' };

const PRICE_FORMATS: Record<Locale, () => Intl.NumberFormat> = {
  fr: priceFormat('fr'),
  en: priceFormat('en'),
};
const INTEGER_FORMATS: Record<Locale, () => Intl.NumberFormat> = {
  fr: lazily(() => new Intl.NumberFormat(NUMBER_LOCALES.fr, { maximumFractionDigits: 0 })),
  en: lazily(() => new Intl.NumberFormat(NUMBER_LOCALES.en, { maximumFractionDigits: 0 })),
};

function priceFormat(locale: Locale) {
  return lazily(
    () =>
      new Intl.NumberFormat(NUMBER_LOCALES[locale], {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  );
}

/**
 * Euros without decimals in the page's language: Belgian French by default (front office §1),
 * 250000 → "250 000 €" where the group separator is U+202F (narrow no-break space) and the
 * space before € is U+00A0, exactly as Intl writes them; English → "€250,000". null → ''.
 */
export function formatPrice(price: number | null | undefined, locale: Locale = 'fr'): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '';
  return PRICE_FORMATS[locale]().format(price);
}

/**
 * Square metres without decimals: 85.4 → "85 m²" (U+00A0 before m²; thousands grouped as the
 * locale does: U+202F in French, a comma in English).
 */
export function formatSurface(surface: number | null | undefined, locale: Locale = 'fr'): string {
  if (surface === null || surface === undefined || !Number.isFinite(surface)) return '';
  return `${INTEGER_FORMATS[locale]().format(surface)}\u00a0m²`;
}

const BRUSSELS_DAY = {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;
const DATE_PARTS = lazily(() => new Intl.DateTimeFormat('fr-BE', BRUSSELS_DAY));
const DATE_TIME_PARTS = lazily(
  () =>
    new Intl.DateTimeFormat('fr-BE', {
      ...BRUSSELS_DAY,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** An instant as Brussels calendar parts (day, month, year, hour…), or null when it is no date. */
function brusselsParts(
  date: Date | string | number,
  format: Intl.DateTimeFormat,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> | null {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));
}

/**
 * dd/mm/yyyy, as people in Belgium write a date in French and in English (the spec's dd-mm-yyyy
 * read as a code to staff; docs/decisions.md). A 'yyyy-mm-dd…' string keeps its written date; a Date or timestamp is read in
 * Brussels time, so server and browser agree. Invalid input → ''.
 */
export function formatDate(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === '') return '';
  if (typeof date === 'string') {
    const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
    if (written) return `${written[3]}/${written[2]}/${written[1]}`;
  }
  const parts = brusselsParts(date, DATE_PARTS());
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/** dd/mm/yyyy hh:mm of an instant (an ISO string, Date or timestamp) in Brussels time. Invalid → ''. */
export function formatDateTime(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === '') return '';
  const parts = brusselsParts(date, DATE_TIME_PARTS());
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
}

/** Oui / Non (en: Yes / No). */
export function formatBoolean(value: boolean | number | null | undefined, locale: Locale): string {
  return translate(locale, value ? 'common.yes' : 'common.no');
}

export const TRUNCATE_LENGTH = 100;

/**
 * Shortens text to about `length` characters plus "…", cutting at the last space when one
 * falls in the last fifth, so words stay whole. Shorter text is returned as is.
 */
export function truncate(text: string | null | undefined, length = TRUNCATE_LENGTH): string {
  const clean = (text ?? '').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= length * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.!?-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of a rich-text (HTML) field, for previews, tooltips and e-mails. */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
