import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** One presented tree at one data version: its JSON text and, once asked, its compressed bytes. */
export interface CachedAnswer extends EncodedBytes {
  version: number;
  /** Strong ETag of the identity bytes; compressed bytes add `-br` / `-gzip` inside the quotes. */
  etag: string;
  json: string;
}

/** At most this many answers are kept (4 per domain: fr/en × translatable or not). */
const MAX_ENTRIES = 256;

/**
 * The public trees this process has presented, by (domain, locale, translatable). An entry holds
 * while its data version is the current one; concurrent misses of a key share one build.
 */
export class DomainAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly building = new Map<string, Promise<CachedAnswer>>();

  async get(key: string, version: number, build: () => Promise<string>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached;
    const flight = `${key}@${version}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = build().then((json) => {
        const answer: CachedAnswer = {
          version,
          etag: `"${key}-v${version}"`,
          json,
          bytes: Buffer.from(json),
          encoded: new Map(),
        };
        const current = this.entries.get(key);
        // An older version finishing late never replaces a newer one.
        if (!current || current.version <= version) this.store(key, answer);
        return answer;
      });
      this.building.set(flight, pending);
      pending.finally(() => this.building.delete(flight)).catch(() => undefined);
    }
    return pending;
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
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
