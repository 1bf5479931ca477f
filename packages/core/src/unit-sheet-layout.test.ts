import { describe, expect, it } from 'vitest';
import { plainParagraphs, unitSheetPdfUrl } from './unit-sheet.ts';
import {
  A4,
  fitInside,
  qrRuns,
  type SheetItem,
  type SheetPage,
  sheetInk,
  type UnitSheetContent,
  unitSheetPages,
  wrapText,
} from './unit-sheet-layout.ts';

/** A monospaced stand-in for the painter's font: every character half the font size wide. */
const measure = (text: string, size: number) => text.length * size * 0.5;

const content = (overrides: Partial<UnitSheetContent> = {}): UnitSheetContent => ({
  locale: 'fr',
  projectName: 'Les Tilleuls',
  title: 'Appartement A01',
  status: { label: 'Disponible', color: '#2e7d32' },
  facts: [
    { label: 'Typologie', value: 'T2' },
    { label: 'Surface', value: '85\u00a0m²' },
    { label: 'Prix', value: '285\u202f000\u00a0€' },
  ],
  url: 'https://tilleuls.test/orbital/les-tilleuls/a/0/A01?showUnit=true',
  legal: ['Vos données sont traitées par le promoteur.'],
  terms: 'https://tilleuls.test/cgu',
  colors: { main: '#224466', secondary: '#c79a4b' },
  images: {
    logo: { width: 684, height: 180 },
    preview: { width: 1200, height: 630 },
    plan: { width: 1600, height: 1131 },
  },
  ...overrides,
});

const texts = (page: SheetPage) => page.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
const images = (page: SheetPage) => page.items.flatMap((item) => (item.kind === 'image' ? [item.image] : []));
const boxOf = (item: SheetItem) =>
  item.kind === 'text'
    ? { x: item.x, y: item.y - item.size, width: measure(item.text, item.size), height: item.size }
    : item.box;

describe('the unit sheet as a PDF', () => {
  it('has one stable URL per unit and language', () => {
    expect(unitSheetPdfUrl(42, 'fr')).toBe('/unit/42/sheet.pdf?locale=fr');
    expect(unitSheetPdfUrl(42, 'en')).toBe('/unit/42/sheet.pdf?locale=en');
  });

  it('fits a picture whole in its box, proportions kept, centred or at the left', () => {
    const box = { x: 10, y: 20, width: 200, height: 100 };
    expect(fitInside({ width: 400, height: 100 }, box)).toEqual({ x: 10, y: 45, width: 200, height: 50 });
    expect(fitInside({ width: 100, height: 100 }, box)).toEqual({ x: 60, y: 20, width: 100, height: 100 });
    expect(fitInside({ width: 100, height: 100 }, box, 'start').x).toBe(10);
    expect(fitInside({ width: 0, height: 100 }, box).width).toBe(0);
  });

  it('wraps text between words, cuts a word longer than a line, and keeps line breaks', () => {
    expect(wrapText('un deux trois quatre', 55, 10, false, measure)).toEqual(['un deux', 'trois', 'quatre']);
    expect(wrapText('abcdefghijklmno', 50, 10, false, measure)).toEqual(['abcdefghij', 'klmno']);
    expect(wrapText('ligne un\nligne deux', 500, 10, false, measure)).toEqual(['ligne un', 'ligne deux']);
    expect(wrapText('', 100, 10, false, measure)).toEqual([]);
  });

  it.each([
    [{ main: '#224466', secondary: '#c79a4b' }, '#224466'],
    [{ main: '#ffffff', secondary: '#1e4d5c' }, '#1e4d5c'],
    [{ main: '#fafafa', secondary: '#ffee88' }, '#1a1a1a'],
    [{ main: 'not a colour', secondary: '#000000' }, '#000000'],
  ])('prints in the site’s colour where it reads on white: %o → %s', (colors, ink) => {
    expect(sheetInk(colors)).toBe(ink);
  });

  it('turns the QR code’s dark modules into horizontal runs', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [true, true, true, true],
    ];
    expect(qrRuns(modules)).toEqual([
      { x: 0, y: 0, length: 2 },
      { x: 3, y: 0, length: 1 },
      { x: 0, y: 2, length: 4 },
    ]);
  });

  it('reads the project’s GDPR notice (HTML) as plain paragraphs', () => {
    expect(
      plainParagraphs(
        '<p>Vos donn&eacute;es <strong>restent</strong> chez nous.</p><p>Contact&nbsp;: <a href="x">dpo</a><br>Merci</p><script>alert(1)</script>',
      ),
    ).toEqual(['Vos données restent chez nous.', 'Contact\u00a0: dpo', 'Merci']);
    expect(plainParagraphs('<ul><li>un</li><li>deux</li></ul>')).toEqual(['• un', '• deux']);
    expect(plainParagraphs(null)).toEqual([]);
  });

  it('puts the header, title, facts, QR code and model picture on the first page and the plan on the second', () => {
    const pages = unitSheetPages(content(), measure);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [SheetPage, SheetPage];
    expect(texts(first)).toEqual(
      expect.arrayContaining([
        'Les Tilleuls',
        'Appartement A01',
        'Disponible',
        'Surface',
        '85\u00a0m²',
        'Prix',
        '285\u202f000\u00a0€',
        'Situation dans le projet',
        '1 / 2',
      ]),
    );
    expect(images(first)).toEqual(['logo', 'preview']);
    expect(first.items.filter((item) => item.kind === 'qr')).toHaveLength(1);
    expect(images(second)).toEqual(['logo', 'plan']);
    expect(texts(second)).toEqual(expect.arrayContaining(['Plan 2D', 'Informations légales', '2 / 2']));
    const plan = second.items.find((item) => item.kind === 'image' && item.image === 'plan')!;
    const box = boxOf(plan);
    expect(box.width / box.height).toBeCloseTo(1600 / 1131, 3);
    expect(box.width).toBeCloseTo(A4.width - 80, 1);
    const heading = second.items.find((item) => item.kind === 'text' && item.text === 'Plan 2D')!;
    expect(box.y).toBeGreaterThan(boxOf(heading).y);
    expect(box.y - boxOf(heading).y).toBeLessThan(30);
  });

  it('writes the English labels on an English sheet', () => {
    const pages = unitSheetPages(content({ locale: 'en' }), measure);
    expect(texts(pages[0]!)).toContain('Where it is in the project');
    expect(texts(pages[1]!)).toEqual(expect.arrayContaining(['2D plan', 'Legal information']));
  });

  it('keeps to one page without a plan, the legal texts at its foot', () => {
    const pages = unitSheetPages(
      content({ images: { logo: null, preview: { width: 1200, height: 630 }, plan: null } }),
      measure,
    );
    expect(pages).toHaveLength(1);
    expect(images(pages[0]!)).toEqual(['preview']);
    // without a logo the project's name heads the page
    expect(texts(pages[0]!)).toEqual(
      expect.arrayContaining(['Les Tilleuls', 'Informations légales', '1 / 1']),
    );
  });

  it('prints only the facts it is given: no price line when the site hides the price', () => {
    const facts = [{ label: 'Surface', value: '85\u00a0m²' }];
    const pages = unitSheetPages(content({ facts }), measure);
    expect(pages.flatMap(texts).some((line) => line.includes('€') || line === 'Prix')).toBe(false);
  });

  it('flows long legal texts onto pages of their own, never over the footer nor off the page', () => {
    const legal = Array.from({ length: 40 }, (_, index) => `Paragraphe ${index} `.repeat(30));
    const pages = unitSheetPages(content({ legal }), measure);
    expect(pages.length).toBeGreaterThan(3);
    expect(texts(pages.at(-1)!)).toContain(`${pages.length} / ${pages.length}`);
    for (const page of pages) {
      for (const item of page.items) {
        const box = boxOf(item);
        expect(box.x).toBeGreaterThanOrEqual(39.9);
        expect(box.x + box.width).toBeLessThanOrEqual(A4.width - 39.9);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(A4.height - 20);
      }
    }
    // the legal lines stop above the footer
    const footer = A4.height - 24;
    const legalLines = pages.flatMap((page) =>
      page.items.filter((item) => item.kind === 'text' && item.text.startsWith('Paragraphe')),
    );
    expect(legalLines.every((item) => item.kind === 'text' && item.y < footer - 10)).toBe(true);
  });
});
