import sharp from 'sharp';
import type { UploadLimits } from '../../config.ts';
import type { UploadKind } from '../resources/resource.ts';
import { SIZE_LIMITS } from './content-check.ts';

/**
 * The most pixels sharp decodes from one picture: a 4096 × 3072 frame (a studio's 4096-px
 * frames, a 12-MP 4:3 photo, the 3820 × 2148 orbital frames with room to spare). A decoded
 * picture costs 4 bytes a pixel: about 50 MB at most, where sharp's own default (268 MP) is 1 GB.
 * Every decoding `sharp(` of the server passes it as `limitInputPixels` (oversizedPicture reads
 * only a header, with no limit, to tell the size).
 */
export const MAX_INPUT_PIXELS = 4096 * 3072;
/** MAX_INPUT_PIXELS as people read it. */
export const MAX_INPUT_SIZE = '4096 × 3072';

const MB = 1024 * 1024;

/** Largest accepted file of each kind, the configured ones (images, videos, archives) included. */
export function sizeLimitsOf(limits: UploadLimits): Record<UploadKind, number> {
  return { ...SIZE_LIMITS, image: limits.imageBytes, video: limits.videoBytes, zip: limits.archiveBytes };
}

/** The largest file an upload may be, whatever its kind. */
export function largestUpload(limits: UploadLimits): number {
  return Math.max(...Object.values(sizeLimitsOf(limits)));
}

/** A size limit as the whole MB a message shows. */
export const inMegabytes = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Width and height of a picture that declares more than MAX_INPUT_PIXELS (read from its header,
 * nothing decoded), or null when it fits or is no picture sharp reads.
 */
export async function oversizedPicture(
  source: string | Buffer,
): Promise<{ width: number; height: number } | null> {
  try {
    // The header only: sharp's own limit would make metadata() throw rather than tell the size.
    const { width = 0, height = 0 } = await sharp(source, { limitInputPixels: false }).metadata();
    return width * height > MAX_INPUT_PIXELS ? { width, height } : null;
  } catch {
    return null;
  }
}
