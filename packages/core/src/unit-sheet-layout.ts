import { parseHex } from './colors.ts';
import { type Locale, translate } from './i18n/public.ts';

/**
 * The unit sheet as a PDF (issue 15 point 3), laid out as plain data: pages of rectangles, text
 * lines, images and the QR code, in points from the page's top-left corner. The server only
 * paints them (apps/server/src/features/unit-sheet-pdf/); every choice of place and size is here.
 */

export interface Size {
  width: number;
  height: number;
}
export interface SheetBox extends Size {
  x: number;
  y: number;
}
export type SheetImage = 'logo' | 'preview' | 'plan';
export type SheetItem =
  | { kind: 'rect'; box: SheetBox; color: string }
  /** One line of text; y is its baseline. */
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; color: string }
  | { kind: 'image'; image: SheetImage; box: SheetBox }
  | { kind: 'qr'; box: SheetBox };
export interface SheetPage {
  items: SheetItem[];
}
/** The width of a line of text in points, as the painter's font sets it. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** What the sheet says, already in the visitor's language and by the site's display rules. */
export interface UnitSheetContent {
  locale: Locale;
  projectName: string;
  title: string;
  status: { label: string; color: string } | null;
  /** The facts the unit sheet shows (core unit-summary.ts): the price only where the site shows it. */
  facts: readonly { label: string; value: string }[];
  /** The unit's page, printed under the QR code that leads there. */
  url: string;
  /** The project's legal paragraphs (its GDPR notice), plain text. */
  legal: readonly string[];
  /** The project's terms and conditions (a URL), if any. */
  terms: string | null;
  colors: { main: string; secondary: string };
  /** The pixel sizes of the pictures there are; null for a missing one. */
  images: Record<SheetImage, Size | null>;
}

export const A4: Size = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const HEADER_BOTTOM = 96;
const FOOTER_BASELINE = A4.height - 24;
/** The lowest point content may reach: above the footer line. */
const CONTENT_BOTTOM = FOOTER_BASELINE - 16;
const QR_SIZE = 104;
const TEXT = '#1a1a1a';
const MUTED = '#666666';
const LEGAL_SIZE = 7.5;
const LEGAL_LEADING = 9.5;

/** A picture scaled to fit a box whole, its proportions kept, centred (or at the box's left). */
export function fitInside(image: Size, box: SheetBox, align: 'center' | 'start' = 'center'): SheetBox {
  if (image.width <= 0 || image.height <= 0) return { ...box, width: 0, height: 0 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = align === 'start' ? box.x : box.x + (box.width - width) / 2;
  return { x, y: box.y + (box.height - height) / 2, width, height };
}

/**
 * A text cut into lines no wider than maxWidth, between words; a word wider than a line on its own
 * is cut between characters. Line breaks in the text are kept.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  bold: boolean,
  measure: MeasureText,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size, bold) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest, size, bold) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut), size, bold) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

function luminance(hex: string): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/**
 * The site's colour for the sheet's rule, headings and project name, on white paper: its main
 * colour, else its secondary one when the main is too pale to read on white (contrast under 3:1,
 * e.g. the corporation default #ffffff), else near-black.
 */
export function sheetInk(colors: { main: string; secondary: string }): string {
  for (const candidate of [colors.main, colors.secondary]) {
    const light = luminance(candidate);
    if (light !== null && 1.05 / (light + 0.05) >= 3) return candidate;
  }
  return TEXT;
}

/** The dark modules of a QR code as horizontal runs (fewer rectangles to paint than modules). */
export function qrRuns(modules: readonly (readonly boolean[])[]): { x: number; y: number; length: number }[] {
  const runs: { x: number; y: number; length: number }[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x];
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  });
  return runs;
}

interface Writer {
  page: SheetPage;
  y: number;
}

/**
 * The sheet's pages: on the first, the site's header (logo, project, a rule in its colour), the
 * unit's title and status, its facts beside the QR code of its page, and the model's picture with
 * the unit outlined; the 2D plan on a page of its own; the legal texts at the foot of the last page
 * (on pages of their own when they do not fit); the page's link and number in every footer.
 */
export function unitSheetPages(content: UnitSheetContent, measure: MeasureText): SheetPage[] {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(content.locale, key, params);
  const ink = sheetInk(content.colors);
  const pages: SheetPage[] = [];
  const text = (
    page: SheetPage,
    line: string,
    x: number,
    y: number,
    size: number,
    bold = false,
    color = TEXT,
  ) => page.items.push({ kind: 'text', text: line, x, y, size, bold, color });

  const newPage = (): Writer => {
    const page: SheetPage = { items: [] };
    pages.push(page);
    const name = content.projectName;
    if (content.images.logo) {
      page.items.push({
        kind: 'image',
        image: 'logo',
        box: fitInside(content.images.logo, { x: MARGIN, y: 28, width: 180, height: 44 }, 'start'),
      });
      const [line = ''] = wrapText(name, CONTENT_WIDTH - 200, 12, true, measure);
      text(page, line, MARGIN + CONTENT_WIDTH - measure(line, 12, true), 56, 12, true, ink);
    } else {
      const [line = ''] = wrapText(name, CONTENT_WIDTH, 16, true, measure);
      text(page, line, MARGIN, 58, 16, true, ink);
    }
    page.items.push({ kind: 'rect', box: { x: MARGIN, y: 80, width: CONTENT_WIDTH, height: 3 }, color: ink });
    return { page, y: HEADER_BOTTOM };
  };

  // First page: title, status, facts and QR code, then the model's picture.
  const first = newPage();
  const textWidth = CONTENT_WIDTH - QR_SIZE - 16;
  let y = first.y;
  for (const line of wrapText(content.title, textWidth, 20, true, measure)) {
    y += 24;
    text(first.page, line, MARGIN, y, 20, true);
  }
  if (content.status) {
    y += 20;
    first.page.items.push({
      kind: 'rect',
      box: { x: MARGIN, y: y - 8, width: 8, height: 8 },
      color: content.status.color,
    });
    text(first.page, content.status.label, MARGIN + 14, y, 10, false, MUTED);
  }
  y += 10;
  const labelWidth = 130;
  for (const fact of content.facts) {
    const values = wrapText(fact.value, textWidth - labelWidth, 12, true, measure);
    y += 20;
    text(
      first.page,
      wrapText(fact.label, labelWidth - 8, 10, false, measure)[0] ?? '',
      MARGIN,
      y,
      10,
      false,
      MUTED,
    );
    values.forEach((value, index) => {
      if (index > 0) y += 15;
      text(first.page, value, MARGIN + labelWidth, y, 12, true);
    });
  }
  const qrTop = first.y + 8;
  first.page.items.push({
    kind: 'qr',
    box: { x: MARGIN + CONTENT_WIDTH - QR_SIZE, y: qrTop, width: QR_SIZE, height: QR_SIZE },
  });
  let captionY = qrTop + QR_SIZE + 4;
  for (const line of wrapText(t('unitSheet.qrCaption'), QR_SIZE, 7.5, false, measure)) {
    captionY += 9;
    const left = MARGIN + CONTENT_WIDTH - QR_SIZE + (QR_SIZE - measure(line, 7.5, false)) / 2;
    text(first.page, line, left, captionY, 7.5, false, MUTED);
  }
  first.y = Math.max(y, captionY) + 24;

  if (content.images.preview) {
    text(first.page, t('unitSheet.location'), MARGIN, first.y, 11, true, ink);
    const top = first.y + 8;
    const room = { x: MARGIN, y: top, width: CONTENT_WIDTH, height: Math.max(0, CONTENT_BOTTOM - 60 - top) };
    const box = fitInside(content.images.preview, {
      ...room,
      height: Math.min(
        room.height,
        (CONTENT_WIDTH * content.images.preview.height) / content.images.preview.width,
      ),
    });
    first.page.items.push({ kind: 'image', image: 'preview', box });
    first.y = box.y + box.height + 16;
  }

  let last = first;
  if (content.images.plan) {
    last = newPage();
    text(last.page, t('unitSheet.plan'), MARGIN, last.y + 12, 11, true, ink);
    const top = last.y + 24;
    // at the top of its page, under its heading
    const box = {
      ...fitInside(content.images.plan, {
        x: MARGIN,
        y: top,
        width: CONTENT_WIDTH,
        height: CONTENT_BOTTOM - 60 - top,
      }),
      y: top,
    };
    last.page.items.push({ kind: 'image', image: 'plan', box });
    last.y = box.y + box.height + 16;
  }

  // Legal texts: at the foot of the last page when they fit there, else on pages of their own.
  const legal = [
    t('unitSheet.notContractual'),
    ...content.legal,
    ...(content.terms ? [t('unitSheet.terms', { url: content.terms })] : []),
  ].flatMap((paragraph) => wrapText(paragraph, CONTENT_WIDTH, LEGAL_SIZE, false, measure));
  const height = 14 + legal.length * LEGAL_LEADING;
  let writer = last;
  writer.y = Math.max(writer.y, CONTENT_BOTTOM - height);
  if (writer.y + height > CONTENT_BOTTOM) writer = newPage();
  writer.y += 8;
  text(writer.page, t('unitSheet.legal'), MARGIN, writer.y, 8, true, ink);
  writer.y += 4;
  for (const line of legal) {
    if (writer.y + LEGAL_LEADING > CONTENT_BOTTOM) writer = { ...newPage() };
    writer.y += LEGAL_LEADING;
    text(writer.page, line, MARGIN, writer.y, LEGAL_SIZE, false, MUTED);
  }

  pages.forEach((page, index) => {
    const number = t('unitSheet.page', { page: String(index + 1), pages: String(pages.length) });
    const [url = ''] = wrapText(content.url, CONTENT_WIDTH - 60, 7.5, false, measure);
    text(page, url, MARGIN, FOOTER_BASELINE, 7.5, false, MUTED);
    text(
      page,
      number,
      MARGIN + CONTENT_WIDTH - measure(number, 7.5, false),
      FOOTER_BASELINE,
      7.5,
      false,
      MUTED,
    );
  });
  return pages;
}
