import { DRAG_THRESHOLD, frameAfterDrag, ZOOM, ZOOM_SCALE_RANGE } from '@vitrine/core/orbital';

/** Pixels of horizontal drag per frame: about a fortieth of the canvas, never below the threshold. */
export function pixelsPerFrame(canvasWidth: number): number {
  return Math.max(DRAG_THRESHOLD + 1, Math.min(40, canvasWidth / 40));
}

/** Frame while dragging at zoom 0 (drags of 20 px or less leave it unchanged). */
export function frameDuringDrag(startFrame: number, dx: number, canvasWidth: number): number {
  return frameAfterDrag(startFrame, dx, pixelsPerFrame(canvasWidth));
}

/** A press that moved less than this (CSS px) is a click or a tap, not a drag. */
export const CLICK_SLOP = 8;

export function isClick(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < CLICK_SLOP;
}

/** Zoom after a pinch: the model's scale follows the ratio of finger distances. */
export function zoomAfterPinch(startZoom: number, initial: number, distanceRatio: number): number {
  const startScale = initial + (ZOOM_SCALE_RANGE * startZoom) / ZOOM.max;
  const scale = startScale * distanceRatio;
  return ((scale - initial) / ZOOM_SCALE_RANGE) * ZOOM.max;
}
