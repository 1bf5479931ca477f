import { FRAME_COUNT } from '@vitrine/core/orbital';
import { frameDistance, framesOutwardFrom } from './frame-order.ts';

/** The small rendition every frame gets first: the whole turn is ready after about 2 MB. */
export const PREVIEW_WIDTH = 960;

/** Frames on either side of the current one that get the zoomed-in width. */
export const NEAR_REACH = 1;

export interface FrameRequest {
  frame: number;
  width: number;
}

export interface LoadPlan {
  focus: number;
  /** Width every frame is upgraded to once the whole turn is there (the screen's at zoom 0). */
  fullWidth: number;
  /** Width wanted for the current frame and its neighbours (larger when zoomed in). */
  nearWidth: number;
  /** Widest width each frame is settled at (decoded or given up), 0 for none; index = frame. */
  settled: readonly number[];
  /** Requests not settled yet: downloading, then decoding. */
  active: readonly FrameRequest[];
  /** How many of them are still downloading (decoding leaves the connection free). */
  downloading: number;
  concurrency: number;
}

/**
 * The next download: the current frame's preview alone, then every other preview outward from
 * it, then, once the whole turn can be shown, sharper widths outward from the current frame.
 */
export function nextRequest(plan: LoadPlan): FrameRequest | undefined {
  const anyArrived = plan.settled.some((width) => width > 0) || plan.active.length > plan.downloading;
  if (plan.downloading >= (anyArrived ? plan.concurrency : 1)) return undefined;
  const busy = (frame: number) => plan.active.some((request) => request.frame === frame);
  const order = framesOutwardFrom(plan.focus);
  const missing = order.find((frame) => (plan.settled[frame] ?? 0) === 0 && !busy(frame));
  if (missing !== undefined) return { frame: missing, width: PREVIEW_WIDTH };
  if (plan.settled.some((width) => width === 0)) return undefined;
  for (const frame of order) {
    if (busy(frame)) continue;
    const near = frameDistance(frame, plan.focus) <= NEAR_REACH;
    const width = near ? Math.max(plan.fullWidth, plan.nearWidth) : plan.fullWidth;
    if ((plan.settled[frame] ?? 0) < width) return { frame, width };
  }
  return undefined;
}

/** Frames with at least one picture (or given up): what the percentage loader counts. */
export function framesSettled(settled: readonly number[]): number {
  return settled.filter((width) => width > 0).length;
}

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
