import type { UploadKind } from '../resources/resource.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

/** What a file really is, read from its first bytes (never from its name or declared type). */
export interface Sniffed {
  kind: UploadKind;
  mime: string;
  extension: string;
}

/** Largest accepted file of each kind, in bytes. */
export const SIZE_LIMITS: Record<UploadKind, number> = {
  image: 40 * 1024 * 1024,
  // studios deliver TIFF frames uncompressed: a 4096 × 2304 RGBA frame is 38 MB, 16 bits 76 MB
  tiff: 80 * 1024 * 1024,
  svg: 2 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
  json: 10 * 1024 * 1024,
  zip: 1024 * 1024 * 1024,
  video: 1024 * 1024 * 1024,
};

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/** Binary formats by signature. `head` needs the first 16 bytes. */
function sniffBinary(head: Buffer): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { kind: 'tiff', mime: 'image/tiff', extension: 'tif' };
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return { kind: 'zip', mime: 'application/zip', extension: 'zip' };
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12)))
    return { kind: 'image', mime: 'image/avif', extension: 'avif' };
  if (ascii(head, 4, 8) === 'ftyp') return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  return null;
}

/** Whether sharp decodes it as a picture (a TIFF too): its pixels are counted before any decoding. */
export const isPicture = (sniffed: Pick<Sniffed, 'kind'>) =>
  sniffed.kind === 'image' || sniffed.kind === 'tiff';

export type ContentVerdict =
  | {
      ok: true;
      sniffed: Sniffed;
      /** The bytes to keep instead of the upload's: a sanitised SVG (see sanitiseSvg). */
      content?: Buffer;
    }
  | { ok: false; reason: 'unknown' | 'unsafe' | 'tooLarge' };

const SVG: Sniffed = { kind: 'svg', mime: 'image/svg+xml', extension: 'svg' };

/** Whether an XML text's first element is <svg>, after its prolog (instructions, comments, DOCTYPE). */
function startsAsSvg(text: string): boolean {
  let rest = text;
  const after = (token: string, from = 0) => {
    const at = rest.indexOf(token, from);
    return at === -1 ? -1 : at + token.length;
  };
  for (let part = 0; part < 100; part++) {
    rest = rest.trimStart();
    if (/^<svg[\s>/]/i.test(rest)) return true;
    let end = -1;
    if (rest.startsWith('<?')) end = after('?>');
    else if (rest.startsWith('<!--')) end = after('-->');
    else if (/^<!DOCTYPE\s+svg[\s>[]/i.test(rest)) {
      const subset = rest.indexOf('[');
      const close = rest.indexOf('>');
      end = subset !== -1 && subset < close ? after('>', Math.max(after(']', subset), 0)) : after('>');
    }
    if (end <= 0) return false;
    rest = rest.slice(end);
  }
  return false;
}

/** Reads a whole (small) text file's kind: JSON, or SVG (sanitised, or refused as unsafe). */
function sniffText(content: Buffer): { sniffed: Sniffed; content?: Buffer } | 'unsafe' | null {
  const text = content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      JSON.parse(text);
      return { sniffed: { kind: 'json', mime: 'application/json', extension: 'json' } };
    } catch {
      return null;
    }
  }
  if (startsAsSvg(text)) {
    const verdict = sanitiseSvg(text);
    return verdict.safe ? { sniffed: SVG, content: Buffer.from(verdict.svg) } : 'unsafe';
  }
  return null;
}

/**
 * Decides what an uploaded file is from its content: `head` is its beginning, `readAll` gives
 * the whole file (only called for small text files: JSON, SVG); `limits` are the sizes by kind.
 * An SVG comes back sanitised in `content`, which is what must be kept.
 */
export async function checkContent(
  head: Buffer,
  size: number,
  readAll: () => Promise<Buffer>,
  limits: Record<UploadKind, number> = SIZE_LIMITS,
): Promise<ContentVerdict> {
  const binary = sniffBinary(head);
  const found = binary ? { sniffed: binary } : size <= SIZE_LIMITS.json ? sniffText(await readAll()) : null;
  if (found === 'unsafe') return { ok: false, reason: 'unsafe' };
  if (!found) return { ok: false, reason: 'unknown' };
  if (size > limits[found.sniffed.kind]) return { ok: false, reason: 'tooLarge' };
  return { ok: true, ...found };
}
