import { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { unprocessable } from '../../http/http-errors.ts';
import { checkContent } from '../uploads/content-check.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { BadArchiveError, forEachZipEntryStream, readAll, type ZipEntryStream } from './zip-archive.ts';

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

/** A tour's XML files are read whole to be checked: beyond this an entry is refused. */
export const TOUR_XML_MAX_BYTES = 5 * 1024 * 1024;
/** How many first bytes tell a picture's type (checkContent's sniffing). */
const HEAD_BYTES = 64;

/** A kept entry, handed to the writer while the archive is read. */
export interface KeptEntry {
  name: string;
  type: string;
  size: number;
  /** The entry's bytes as they come out of the archive: to be read once, never held whole. */
  body: Readable;
  /** The text of an XML entry (read whole to be checked, at most TOUR_XML_MAX_BYTES). */
  text?: string;
}

export interface TourEntries {
  /** Names of the entries a tour keeps, in archive order. */
  kept: string[];
  /** Entries left out because a tour has no use for their kind. */
  skipped: string[];
}

/** The first `bytes` of a stream, and a stream of all its bytes (the head included). */
async function peek(body: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = body[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  async function* all() {
    yield* taken;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value as Buffer;
  }
  const whole = Readable.from(all(), { objectMode: false });
  whole.once('close', () => body.destroy());
  return { head: Buffer.concat(taken).subarray(0, bytes), whole };
}

/** judgeTourEntry on a stream: reads an XML entry whole (bounded), a picture only its head. */
async function judgeStreamedEntry(
  entry: ZipEntryStream,
): Promise<{ verdict: EntryVerdict; kept?: KeptEntry }> {
  const declared = TYPE_OF_EXTENSION.get(extensionOf(entry.name));
  if (!declared) return { verdict: { keep: false, refused: false } };
  if (declared === 'application/xml') {
    if (entry.size > TOUR_XML_MAX_BYTES)
      return { verdict: { keep: false, refused: true, reason: 'XML > 5 Mo' } };
    const content = await readAll(entry.body);
    const verdict = await judgeTourEntry(entry.name, content);
    const body = Readable.from([content]);
    const text = content.toString('utf8');
    return { verdict, kept: { name: entry.name, type: declared, size: content.length, body, text } };
  }
  const { head, whole } = await peek(entry.body, HEAD_BYTES).catch(() => {
    throw new BadArchiveError('damaged archive');
  });
  let content: Buffer | undefined;
  const check = await checkContent(head, entry.size, async () => {
    content = await readAll(whole);
    return content;
  });
  const actual = check.ok ? check.sniffed.mime : null;
  const verdict: EntryVerdict =
    actual === declared
      ? { keep: true, type: declared }
      : { keep: false, refused: true, reason: actual ?? '?' };
  const body = content ? Readable.from([content]) : whole;
  return { verdict, kept: { name: entry.name, type: declared, size: entry.size, body } };
}

/**
 * Reads a tour archive through judgeTourEntry one entry at a time, handing each kept entry to
 * `write` as a stream (a picture is never held whole; an XML file is, up to TOUR_XML_MAX_BYTES).
 * Once an entry is refused nothing more is written, but every entry is still judged: the 422
 * names every refused entry and what it really is; an unreadable or unsafe archive throws
 * BadArchiveError. `plan` receives every entry name before any content is read.
 */
export async function readTourEntries(
  zipFile: string,
  write: (entry: KeptEntry) => Promise<void>,
  { field = 'file', plan }: { field?: string; plan?: (names: string[]) => void } = {},
): Promise<TourEntries> {
  const entries: TourEntries = { kept: [], skipped: [] };
  const refused: string[] = [];
  await forEachZipEntryStream(
    zipFile,
    async (entry) => {
      const { verdict, kept } = await judgeStreamedEntry(entry);
      if (verdict.keep) {
        entries.kept.push(entry.name);
        if (refused.length === 0) await write(kept!);
      } else if (verdict.refused) refused.push(`${entry.name} (${verdict.reason})`);
      else entries.skipped.push(entry.name);
      if (kept && !kept.body.readableEnded) kept.body.destroy();
    },
    plan,
  );
  if (refused.length > 0) {
    const shown = refused.slice(0, 10).join(', ') + (refused.length > 10 ? ', …' : '');
    throw unprocessable({
      [field]: [uploadMessage('refusedEntries', { attribute: field, entries: shown })],
    });
  }
  return entries;
}
