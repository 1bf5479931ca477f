import { createWriteStream } from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unprocessable } from '../../http/http-errors.ts';
import type { UploadKind } from '../resources/resource.ts';
import { checkContent } from './content-check.ts';
import { inMegabytes } from './upload-limits.ts';
import { uploadMessage } from './upload-messages.ts';

/** Bytes read before a file's kind is decided (the signatures content-check knows fit in them). */
const SNIFF_BYTES = 64;

/** More bytes than allowed: `limit` is the ceiling of the file's kind, or of the stream itself. */
export class UploadTooLarge extends Error {
  override name = 'UploadTooLarge';
  constructor(
    readonly limit: number,
    readonly ofKind: boolean,
  ) {
    super(`upload over ${limit} bytes`);
  }
}

export interface StreamLimits {
  /** Bytes this stream may carry at most. */
  maxBytes: number;
  /** Ceiling by kind, applied as soon as the first bytes tell the kind. */
  byKind: Record<UploadKind, number>;
  /** The whole file's announced size, when the stream starts it (a chunked upload's first chunk). */
  declaredSize?: number;
}

/** The ceiling of a file whose first bytes are `head`: its kind's, else the text kinds' (JSON, SVG). */
async function ceilingOf(head: Buffer, byKind: Record<UploadKind, number>): Promise<number> {
  const verdict = await checkContent(head, 0, async () => Buffer.alloc(0));
  return verdict.ok ? byKind[verdict.sniffed.kind] : Math.max(byKind.json, byKind.svg);
}

/** Passes bytes on while they stay under the limits; fails with UploadTooLarge past them. */
function limiter(limits: StreamLimits, sniff: boolean): Transform {
  let seen = 0;
  let head: Buffer[] | null = sniff ? [] : null;
  let kindLimit = Number.POSITIVE_INFINITY;
  const decide = async (bytes: Buffer) => {
    kindLimit = await ceilingOf(bytes, limits.byKind);
    if ((limits.declaredSize ?? 0) > kindLimit) throw new UploadTooLarge(kindLimit, true);
  };
  const check = () => {
    if (seen > kindLimit) throw new UploadTooLarge(kindLimit, true);
    if (seen > limits.maxBytes) throw new UploadTooLarge(limits.maxBytes, false);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      const pass = async () => {
        if (head) {
          head.push(chunk);
          if (seen >= SNIFF_BYTES) {
            const bytes = Buffer.concat(head);
            head = null;
            await decide(bytes);
          }
        }
        check();
      };
      pass().then(
        () => callback(null, chunk),
        (error: unknown) => callback(error as Error),
      );
    },
    flush(callback: TransformCallback) {
      if (!head) return callback();
      const bytes = Buffer.concat(head);
      head = null;
      decide(bytes)
        .then(check)
        .then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
    },
  });
}

/**
 * Streams upload bytes into `file` at `start` (a new file when 0 and `create`), refusing them as
 * soon as they go past the limits: a too-large file is stopped at its limit, never received
 * whole. The kind is read from the first bytes when the stream starts the file. Returns the
 * bytes written.
 */
export async function writeUploadStream(
  stream: Readable,
  file: string,
  options: StreamLimits & { start: number; create: boolean },
): Promise<number> {
  const sniff = options.start === 0;
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(
    stream,
    limiter(options, sniff),
    counter,
    createWriteStream(file, { flags: options.create ? 'w' : 'r+', start: options.start }),
  );
  return written;
}

/** The 422 of an UploadTooLarge under `field`. */
export function tooLargeAnswer(error: UploadTooLarge, field: string) {
  return unprocessable({
    [field]: [
      error.ofKind
        ? uploadMessage('tooLargeKind', { attribute: field, limit: inMegabytes(error.limit) })
        : uploadMessage('tooLarge', { attribute: field }),
    ],
  });
}
