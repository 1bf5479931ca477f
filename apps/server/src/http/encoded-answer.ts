import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedAnswer } from './versioned-answer-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer's bytes and, once asked, the same compressed in each encoding. */
export interface EncodedBytes {
  bytes: Buffer;
  encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

/** Bytes to send again and again, their compressed forms made when first asked. */
export function encodable(bytes: Buffer): EncodedBytes {
  return { bytes, encoded: new Map() };
}

/** The answer's bytes in an encoding, compressed once per version (off the main thread). */
export function encodedBody(answer: EncodedBytes, encoding: Encoding): Promise<Buffer> | Buffer {
  if (encoding === 'identity') return answer.bytes;
  let bytes = answer.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotli(answer.bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.bytes.length,
            },
          })
        : gzipAsync(answer.bytes, { level: 6 });
    answer.encoded.set(encoding, bytes);
    bytes.catch(() => answer.encoded.delete(encoding));
  }
  return bytes;
}

/** br, else gzip, else the plain text, from an Accept-Encoding header (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The ETag sent with bytes in `encoding`. */
export function etagFor(answer: CachedAnswer, encoding: Encoding): string {
  return encoding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match names this answer, in any of its encodings (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  if (!ifNoneMatch) return false;
  const base = answer.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const inner = tag.replace(/^"|"$/g, '');
    return inner === base || inner === `${base}-br` || inner === `${base}-gzip`;
  });
}
