import type { UploadKind } from '../resources/resource.ts';

/** What a file really is, read from its first bytes (never from its name or declared type). */
export interface Sniffed {
  kind: UploadKind;
  mime: string;
  extension: string;
}

/** Largest accepted file of each kind, in bytes. */
export const SIZE_LIMITS: Record<UploadKind, number> = {
  image: 40 * 1024 * 1024,
  svg: 2 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
  json: 10 * 1024 * 1024,
  zip: 1024 * 1024 * 1024,
  video: 1024 * 1024 * 1024,
};
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(SIZE_LIMITS));

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

/** Script, event handlers, javascript: links and foreign content make an SVG unsafe to serve. */
const UNSAFE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
];

export function isUnsafeSvg(text: string): boolean {
  return UNSAFE_SVG.some((pattern) => pattern.test(text));
}

export type ContentVerdict =
  | { ok: true; sniffed: Sniffed }
  | { ok: false; reason: 'unknown' | 'unsafe' | 'tooLarge' };

/** Reads a whole (small) text file's kind: JSON or SVG. */
function sniffText(content: Buffer): Sniffed | 'unsafe' | null {
  const text = content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      JSON.parse(text);
      return { kind: 'json', mime: 'application/json', extension: 'json' };
    } catch {
      return null;
    }
  }
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    return isUnsafeSvg(text) ? 'unsafe' : { kind: 'svg', mime: 'image/svg+xml', extension: 'svg' };
  }
  return null;
}

/**
 * Decides what an uploaded file is from its content: `head` is its beginning, `readAll` gives
 * the whole file (only called for small text files: JSON, SVG).
 */
export async function checkContent(
  head: Buffer,
  size: number,
  readAll: () => Promise<Buffer>,
): Promise<ContentVerdict> {
  let sniffed: Sniffed | 'unsafe' | null = sniffBinary(head);
  if (!sniffed && size <= SIZE_LIMITS.json) sniffed = sniffText(await readAll());
  if (sniffed === 'unsafe') return { ok: false, reason: 'unsafe' };
  if (!sniffed) return { ok: false, reason: 'unknown' };
  if (size > SIZE_LIMITS[sniffed.kind]) return { ok: false, reason: 'tooLarge' };
  return { ok: true, sniffed };
}
