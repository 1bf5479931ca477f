import { framesOutwardFrom } from '@vitrine/core/frame-loading';
import { FRAME_COUNT } from '@vitrine/core/orbital';

/** What a decoded picture was made from and for. */
export interface PictureTag {
  /** Width of the stored frame it was decoded from. */
  width: number;
  /** The drawn size it was scaled to (see frameBucket). */
  bucket: string;
}

/**
 * Whether a freshly decoded picture may replace the one a frame has: a sharper source always
 * wins, a blurrier one never does (once shown, a frame never gets worse); at equal sharpness the
 * one made for the size drawn now wins.
 */
export function replacesPicture(current: PictureTag | undefined, next: PictureTag, bucket: string): boolean {
  if (!current || next.width > current.width) return true;
  if (next.width < current.width) return false;
  return next.bucket === bucket && current.bucket !== bucket;
}

/**
 * How many frames, around the current one, get a picture at a drawn size of `pixels` device px:
 * a whole turn while it stays within 29 screens of memory, fewer when zoomed far in.
 */
export function scaledReach(pixels: number, screenPixels: number): number {
  if (pixels <= 0) return FRAME_COUNT;
  return Math.max(1, Math.min(FRAME_COUNT, Math.floor((FRAME_COUNT * screenPixels) / pixels)));
}

/** The next frame to re-scale for the drawn size: nearest to the current one, within reach. */
export function nextRescale(
  focus: number,
  reach: number,
  needsRescale: (frame: number) => boolean,
): number | undefined {
  return framesOutwardFrom(focus)
    .slice(0, reach)
    .find((frame) => needsRescale(frame));
}
