import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { parseHex } from '@vitrine/core/colors';
import {
  A4,
  type MeasureText,
  qrRuns,
  type SheetBox,
  type SheetImage,
  type Size,
  unitSheetPages,
} from '@vitrine/core/unit-sheet-layout';
import { PDFDocument, type PDFEmbeddedPage, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { UnitSheetSources } from './unit-sheet-sources.ts';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (from npm, so every machine has it): it has the narrow no-break space and the other
 * characters of our French numbers ("285 000 €", "85 m²"), which the PDF standard fonts lack.
 * Read once per process; only the glyphs a sheet uses go in it (subset).
 */
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
function fontFiles() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** Pixels for a picture printed at most this many points wide or high: about 250 dpi. */
const PIXELS_PER_POINT = 3.5;

function color(hex: string) {
  const parsed = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  return rgb(parsed.r / 255, parsed.g / 255, parsed.b / 255);
}

type Placed = { draw: (page: PDFPage, box: SheetBox) => void; size: Size };

async function embedPicture(
  doc: PDFDocument,
  bytes: Buffer,
  maxPoints: Size,
  format: 'png' | 'jpeg',
): Promise<Placed | null> {
  try {
    let picture = sharp(bytes).resize({
      width: Math.round(maxPoints.width * PIXELS_PER_POINT),
      height: Math.round(maxPoints.height * PIXELS_PER_POINT),
      fit: 'inside',
      withoutEnlargement: true,
    });
    picture =
      format === 'png' ? picture.png() : picture.flatten({ background: '#ffffff' }).jpeg({ quality: 85 });
    const { data, info } = await picture.toBuffer({ resolveWithObject: true });
    const image: PDFImage = format === 'png' ? await doc.embedPng(data) : await doc.embedJpg(data);
    return {
      size: { width: info.width, height: info.height },
      draw: (page, box) => page.drawImage(image, { ...box, y: A4.height - box.y - box.height }),
    };
  } catch {
    // not a picture sharp can read: the sheet goes without it
    return null;
  }
}

/** A JPEG as it is (the model's preview is made for it); null when it cannot be read. */
async function embedJpeg(doc: PDFDocument, bytes: Buffer): Promise<Placed | null> {
  try {
    const image = await doc.embedJpg(bytes);
    return {
      size: { width: image.width, height: image.height },
      draw: (page, box) => page.drawImage(image, { ...box, y: A4.height - box.y - box.height }),
    };
  } catch {
    return null;
  }
}

/** The first page of the unit's PDF plan, kept as vector drawing; null when it cannot be read. */
async function embedPdfPlan(doc: PDFDocument, bytes: Buffer): Promise<Placed | null> {
  try {
    const plan = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const first = plan.getPage(0);
    const embedded: PDFEmbeddedPage = await doc.embedPage(first);
    return {
      size: { width: embedded.width, height: embedded.height },
      draw: (page, box) => page.drawPage(embedded, { ...box, y: A4.height - box.y - box.height }),
    };
  } catch {
    return null;
  }
}

/** A text measure that lays out each text once (fontkit's layout is the slow part of a sheet). */
function measureOnce(measure: MeasureText): MeasureText {
  const known = new Map<string, number>();
  return (text, size, isBold) => {
    const key = `${isBold ? 'b' : 'r'}${text}`;
    let width = known.get(key);
    if (width === undefined) {
      width = measure(text, 1, isBold);
      known.set(key, width);
    }
    return width * size;
  };
}

/** The dark modules of the QR code of a URL, row by row. */
function qrModules(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

/**
 * Paints a unit's sheet (core unit-sheet-layout.ts) with pdf-lib: the site's logo and the 2D plan
 * as pictures (or the PDF plan's first page as drawing), the model's preview as it is (JPEG), the
 * QR code as vector squares, text in DejaVu Sans.
 */
export async function paintUnitSheet(sources: UnitSheetSources): Promise<Buffer> {
  const { content } = sources;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  const fullWidth = { width: A4.width, height: A4.height };
  const [logo, plan, preview] = await Promise.all([
    sources.logo ? embedPicture(doc, sources.logo, { width: 180, height: 44 }, 'png') : null,
    !sources.plan
      ? null
      : sources.plan.kind === 'pdf'
        ? embedPdfPlan(doc, sources.plan.bytes)
        : embedPicture(doc, sources.plan.bytes, fullWidth, 'jpeg'),
    embedJpeg(doc, sources.preview),
  ]);
  const pictures: Record<SheetImage, Placed | null> = { logo, plan, preview };
  const pages = unitSheetPages(
    {
      ...content,
      images: { logo: logo?.size ?? null, plan: plan?.size ?? null, preview: preview?.size ?? null },
    },
    measureOnce((text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size)),
  );
  const qr = qrModules(content.url);

  for (const sheetPage of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    for (const item of sheetPage.items) {
      if (item.kind === 'rect') {
        const { box } = item;
        page.drawRectangle({ ...box, y: A4.height - box.y - box.height, color: color(item.color) });
      } else if (item.kind === 'text') {
        page.drawText(item.text, {
          x: item.x,
          y: A4.height - item.y,
          size: item.size,
          font: item.bold ? bold : regular,
          color: color(item.color),
        });
      } else if (item.kind === 'image') {
        pictures[item.image]?.draw(page, item.box);
      } else {
        // one module of quiet zone around the code
        const module = item.box.width / (qr.length + 2);
        for (const run of qrRuns(qr)) {
          page.drawRectangle({
            x: item.box.x + (run.x + 1) * module,
            y: A4.height - item.box.y - (run.y + 2) * module,
            width: run.length * module,
            height: module,
            color: rgb(0, 0, 0),
          });
        }
      }
    }
  }
  doc.setTitle(`${content.title} — ${content.projectName}`, { showInWindowTitleBar: true });
  doc.setSubject(content.url);
  doc.setLanguage(content.locale === 'en' ? 'en-GB' : 'fr-BE');
  doc.setProducer('Vitrine');
  doc.setCreator('Vitrine');
  return Buffer.from(await doc.save());
}
