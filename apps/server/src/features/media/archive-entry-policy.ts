import { SaxesParser } from 'saxes';
import { unprocessable } from '../../http/http-errors.ts';
import { checkContent } from '../uploads/content-check.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { forEachZipEntry } from './zip-archive.ts';

/**
 * What a tour or cyclorama archive may keep, by content type, with the extensions each may carry.
 * The stored name is the archive's (tour.xml refers to its pictures by name), so it must agree
 * with what the bytes are: a name is never trusted to say what a file is.
 */
const TOUR_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'application/xml': ['xml'],
};
const TYPE_OF_EXTENSION = new Map(
  Object.entries(TOUR_TYPES).flatMap(([type, extensions]) => extensions.map((ext) => [ext, type] as const)),
);

const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A tour XML file a browser can only show as data: well-formed, no DOCTYPE or entity, no
 * processing instruction (`<?xml-stylesheet?>`; the `<?xml … ?>` declaration is allowed), and no
 * namespace at all — krpano files use none, and an XHTML, SVG or MathML element is what would
 * make a browser run script. Read by a streaming parser (saxes): a 500-scene tour.xml takes
 * milliseconds, where building a DOM took most of a second.
 */
export function isInertTourXml(text: string): boolean {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  const parser = new SaxesParser({ xmlns: true });
  let inert = true;
  parser.on('doctype', () => {
    inert = false;
  });
  parser.on('processinginstruction', () => {
    inert = false;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== '' || Object.values(tag.attributes).some((attribute) => attribute.uri !== ''))
      inert = false;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    return false; // not well-formed, an undeclared prefix or entity
  }
  return inert;
}

export type EntryVerdict =
  | { keep: true; type: string }
  /** Not a kind a tour keeps (krpano's tour.html, tour.js, plugins): left out, listed. */
  | { keep: false; refused: false }
  /** Named as a kept kind but something else, or XML that is not inert: the upload is refused. */
  | { keep: false; refused: true; reason: string };

/** What becomes of one archive entry of a tour, judged by its extension and its content. */
export async function judgeTourEntry(name: string, content: Buffer): Promise<EntryVerdict> {
  const declared = TYPE_OF_EXTENSION.get(extensionOf(name));
  if (!declared) return { keep: false, refused: false };
  if (declared === 'application/xml') {
    return isInertTourXml(content.toString('utf8'))
      ? { keep: true, type: declared }
      : { keep: false, refused: true, reason: 'XML' };
  }
  const verdict = await checkContent(content.subarray(0, 64), content.length, async () => content);
  const actual = verdict.ok ? verdict.sniffed.mime : null;
  return actual === declared
    ? { keep: true, type: declared }
    : { keep: false, refused: true, reason: actual ?? '?' };
}

export interface TourEntries {
  /** Kept entries by archive name, with the content type they are stored with. */
  kept: Map<string, { content: Buffer; type: string }>;
  /** Entries left out because a tour has no use for their kind. */
  skipped: string[];
}

/**
 * Reads a tour archive through judgeTourEntry. Any refused entry is a 422 naming every refused
 * entry and what it really is; an unreadable or unsafe archive throws BadArchiveError.
 */
export async function readTourEntries(zipFile: string, field = 'file'): Promise<TourEntries> {
  const entries: TourEntries = { kept: new Map(), skipped: [] };
  const refused: string[] = [];
  await forEachZipEntry(zipFile, async (name, content) => {
    const verdict = await judgeTourEntry(name, content);
    if (verdict.keep) entries.kept.set(name, { content, type: verdict.type });
    else if (verdict.refused) refused.push(`${name} (${verdict.reason})`);
    else entries.skipped.push(name);
  });
  if (refused.length > 0) {
    const shown = refused.slice(0, 10).join(', ') + (refused.length > 10 ? ', …' : '');
    throw unprocessable({
      [field]: [uploadMessage('refusedEntries', { attribute: field, entries: shown })],
    });
  }
  return entries;
}
