import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text as PDF.js reads it back: no-break and narrow spaces are plain spaces. */
export const asRead = (text: string) => text.replace(/\s/g, ' ');

/** A picture painted on a page of a PDF, with its pixels (RGB or RGBA rows). */
export interface PdfPicture {
  page: number;
  width: number;
  height: number;
  /** The colour of the pixel at the middle of the picture. */
  middle: { r: number; g: number; b: number };
}

export interface PdfContents {
  title: string;
  /** The text of each page, its lines joined with spaces (PDF.js reads every space as U+0020). */
  pages: string[];
  pictures: PdfPicture[];
}

type DecodedImage = { width: number; height: number; data?: Uint8Array | Uint8ClampedArray; kind?: number };

function middleOf(image: DecodedImage): PdfPicture['middle'] {
  const data = image.data;
  if (!data) return { r: -1, g: -1, b: -1 };
  const channels = Math.round(data.length / (image.width * image.height));
  const at = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * channels;
  return channels >= 3
    ? { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! }
    : { r: data[at]!, g: data[at]!, b: data[at]! };
}

/**
 * What a reader finds in a PDF, read with Mozilla's PDF.js (as a browser would): its title, the
 * text of each page, and the pictures drawn on each with their pixels. For tests of made PDFs.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    const pages: string[] = [];
    const pictures: PdfPicture[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const text = await page.getTextContent();
      pages.push(
        text.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/ +/g, ' ')
          .trim(),
      );
      const operators = await page.getOperatorList();
      for (const [index, op] of operators.fnArray.entries()) {
        if (op !== OPS.paintImageXObject) continue;
        const [id] = operators.argsArray[index] as [string];
        const image = (await new Promise((resolve) =>
          (id.startsWith('g_') ? page.commonObjs : page.objs).get(id, resolve),
        )) as DecodedImage;
        pictures.push({ page: number, width: image.width, height: image.height, middle: middleOf(image) });
      }
    }
    return { title: info.Title ?? '', pages, pictures };
  } finally {
    await pdf.destroy();
  }
}
