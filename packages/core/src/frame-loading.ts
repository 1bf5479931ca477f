/**
 * Which orbital frames the public viewer downloads, at which width and in what order (issue 18):
 * the current frame first, then a preview of the whole turn so that the model turns at once, then
 * the screen's sharp width, the current frame and its neighbours first. On a slow connection the
 * preview is the small 480-px rendition, which older media may lack (then the next width serves).
 */
import { FRAME_COUNT, wrapFrame } from './orbital.ts';
import { FRAME_FILE_WIDTHS, PREVIEW_FRAME_WIDTH } from './storage-layout.ts';

/** Width of the first frame: the HTML's picture of frame 0, and the first download when it has none. */
export const FIRST_FRAME_WIDTH = 960;
/** Frames on either side of the current one that get the zoomed-in width. */
export const NEAR_REACH = 1;
/**
 * Below this bandwidth the 960-px turn (about 2 MB) would take more than 6 s to arrive on the
 * issue 18 phone; the 480-px one (about 0.6 MB) is there in about 3 s.
 */
export const SLOW_CONNECTION_MBPS = 3;

/** Frames by distance from the current one: c, c+1, c-1, c+2, c-2 … (each once, wrapping). */
export function framesOutwardFrom(current: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (let distance = 0; order.length < FRAME_COUNT; distance++) {
    for (const frame of [current + distance, current - distance]) {
      const wrapped = wrapFrame(frame);
      if (!seen.has(wrapped)) {
        seen.add(wrapped);
        order.push(wrapped);
      }
    }
  }
  return order;
}

/** Circular distance between two frames (0..14). */
export function frameDistance(a: number, b: number): number {
  const diff = Math.abs(wrapFrame(a) - wrapFrame(b));
  return Math.min(diff, FRAME_COUNT - diff);
}

/** What the browser tells of the connection (navigator.connection) and what the page measured. */
export interface ConnectionHints {
  saveData?: boolean;
  /** 'slow-2g' | '2g' | '3g' | '4g' */
  effectiveType?: string;
  /** The browser's estimate, Mbit/s. Chromium says 1.3 before it has seen any traffic. */
  downlinkMbps?: number;
  /** Bandwidth this page saw while a frame arrived, Mbit/s. */
  measuredMbps?: number;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether the whole turn should first come as small previews. A visitor who asked to save data
 * always gets them; a bandwidth the page measured itself outweighs the browser's estimate (which
 * is a guess on a fresh page); with neither, the connection counts as fast, as before issue 18.
 */
export function isSlowConnection(hints: ConnectionHints): boolean {
  if (hints.saveData) return true;
  if (hints.measuredMbps !== undefined && Number.isFinite(hints.measuredMbps))
    return hints.measuredMbps < SLOW_CONNECTION_MBPS;
  if (hints.effectiveType && SLOW_TYPES.has(hints.effectiveType)) return true;
  return (
    hints.downlinkMbps !== undefined && hints.downlinkMbps > 0 && hints.downlinkMbps < SLOW_CONNECTION_MBPS
  );
}

/** A download the page made: bytes over the wire, and when its body started and ended (ms). */
export interface TimedDownload {
  bytes: number;
  start: number;
  end: number;
}

/** Below this many bytes received, a measure says more about latency than bandwidth. */
export const MIN_MEASURED_BYTES = 50_000;

/**
 * The bandwidth the page saw: bytes received over the time during which at least one body was
 * arriving (overlapping downloads share the line, so their time counts once; waits for a first
 * byte do not count). Undefined until enough bytes have been timed.
 */
export function measuredMbps(downloads: readonly TimedDownload[]): number | undefined {
  const timed = downloads
    .filter((download) => download.bytes > 0 && download.end >= download.start && download.start >= 0)
    .sort((a, b) => a.start - b.start);
  const bytes = timed.reduce((total, download) => total + download.bytes, 0);
  if (bytes < MIN_MEASURED_BYTES) return undefined;
  let busy = 0;
  let from = timed[0]?.start ?? 0;
  let to = from;
  for (const { start, end } of timed) {
    if (start > to) {
      busy += to - from;
      from = start;
    }
    to = Math.max(to, end);
  }
  busy += to - from;
  return (bytes * 8) / (Math.max(busy, 1) * 1000);
}

/** Width of the whole turn's first pass: 480 px on a slow connection, else 960 (never above the screen's). */
export function previewWidthFor(fullWidth: number, slow: boolean): number {
  return Math.min(fullWidth, slow ? PREVIEW_FRAME_WIDTH : FIRST_FRAME_WIDTH);
}

/**
 * The width to ask instead when a preview rendition is not stored (media made before it
 * existed): the next larger stored width, up to the first frame's; undefined otherwise.
 */
export function previewFallbackWidth(width: number): number | undefined {
  if (width >= FIRST_FRAME_WIDTH) return undefined;
  return [...FRAME_FILE_WIDTHS].sort((a, b) => a - b).find((stored) => stored > width);
}

export interface FrameRequest {
  frame: number;
  width: number;
}

export interface LoadPlan {
  focus: number;
  /** Width of the whole turn's first pass (previewWidthFor). */
  previewWidth: number;
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
  /** Downloads in flight for the sharper widths, which turning the model re-orders. */
  concurrency: number;
  /**
   * Downloads in flight for the whole turn's previews: all of them by default. The browser queues
   * them itself (six at a time per host over HTTP/1.1), so the line stays busy while the page's
   * main thread is taken by building the page; a smaller pass of a few at a time waited up to
   * 600 ms between each few on a slow machine.
   */
  previewConcurrency?: number;
}

/**
 * The next download: the current frame alone at the first frame's width, then every other frame
 * at the preview width outward from it, then, once the whole turn can be shown, sharper widths
 * outward from the current frame.
 */
export function nextRequest(plan: LoadPlan): FrameRequest | undefined {
  const anyArrived = plan.settled.some((width) => width > 0) || plan.active.length > plan.downloading;
  if (!anyArrived && plan.downloading >= 1) return undefined;
  const busy = (frame: number) => plan.active.some((request) => request.frame === frame);
  const order = framesOutwardFrom(plan.focus);
  const missing = order.find((frame) => (plan.settled[frame] ?? 0) === 0 && !busy(frame));
  const limit = missing === undefined ? plan.concurrency : (plan.previewConcurrency ?? FRAME_COUNT);
  if (plan.downloading >= limit) return undefined;
  if (missing !== undefined)
    return {
      frame: missing,
      width: anyArrived ? plan.previewWidth : Math.max(plan.previewWidth, FIRST_FRAME_WIDTH),
    };
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

/** Whether every frame is settled at `width` or sharper: the turn is sharp for the screen. */
export function allFramesAt(settled: readonly number[], width: number): boolean {
  return settled.length === FRAME_COUNT && settled.every((settledWidth) => settledWidth >= width);
}
