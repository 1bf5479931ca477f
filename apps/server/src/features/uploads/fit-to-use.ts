import { rm, stat } from 'node:fs/promises';
import { megabytes, UPLOAD_USES, type UploadUse } from '@vitrine/core/upload-uses';
import sharp from 'sharp';
import { unprocessable } from '../../http/http-errors.ts';
import type { ClaimedUpload } from './temporary-uploads.ts';
import { MAX_INPUT_PIXELS } from './upload-limits.ts';
import { uploadMessage } from './upload-messages.ts';

/** Pictures sharp scales and writes back in their own format (a GIF may be animated: kept as sent). */
const SCALABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export interface FittedFile {
  /** The bytes to keep: the upload's, or a scaled-down copy beside it. */
  file: string;
  /** A copy to delete once kept. */
  scratch: string | null;
}

/**
 * Makes an upload fit its use (UPLOAD_USES): a picture larger than `maxEdge` on a side is scaled
 * down, in its own format; a file heavier than `maxBytes` after that is a 422 under `field`.
 */
export async function fitToUse(upload: ClaimedUpload, use: UploadUse, field: string): Promise<FittedFile> {
  const { maxEdge, maxBytes } = UPLOAD_USES[use];
  let fitted: FittedFile = { file: upload.file, scratch: null };
  if (SCALABLE.has(upload.sniffed.mime)) {
    const picture = sharp(upload.file, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0 } = await picture.metadata();
    if (Math.max(width, height) > maxEdge) {
      const scratch = `${upload.file}.fit.${upload.sniffed.extension}`;
      await picture
        .rotate()
        .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
        .toFile(scratch);
      fitted = { file: scratch, scratch };
    }
  }
  const { size } = await stat(fitted.file);
  if (size > maxBytes) {
    if (fitted.scratch) await rm(fitted.scratch, { force: true });
    throw unprocessable({
      [field]: [
        uploadMessage('tooHeavyForUse', {
          attribute: field,
          size: megabytes(size),
          edge: maxEdge,
          limit: megabytes(maxBytes),
        }),
      ],
    });
  }
  return fitted;
}
