import type { Locale } from './i18n/public.ts';

/**
 * The unit sheet as a PDF (issue 15 point 3), in the page's language: the one URL the unit sheet,
 * the comparison page and any other link use.
 */
export function unitSheetPdfUrl(unitId: number, locale: Locale): string {
  return `/unit/${unitId}/sheet.pdf?locale=${locale}`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The paragraphs of a rich text (the project's GDPR notice, stored as HTML) as plain text for
 * print: a paragraph per block or line break, tags dropped, entities read, spaces collapsed.
 */
export function plainParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter(Boolean);
}
