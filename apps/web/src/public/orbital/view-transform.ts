import type { OverlayPoint, OverlayView, ScreenPoint } from '@vitrine/core';
import { clampZoom, initialScale, OVERLAY_SIZE, screenToOverlay, zoomScale } from '@vitrine/core/orbital';

export interface CanvasSize {
  width: number;
  height: number;
}

/** What the visitor controls: frame 0..28, zoom 0..100, pan in CSS px from the centred position. */
export interface ViewState {
  frame: number;
  zoom: number;
  panX: number;
  panY: number;
}

/**
 * Device pixels per CSS pixel of the model's canvases: the screen's, at most 2. A 3× phone's
 * canvases had 2.25 times the pixels of 2× to fill and hand to the compositor on every turn of the
 * model, for a difference few eyes see on a 6-inch screen; the frames downloaded stay the same.
 */
export const MAX_CANVAS_PIXEL_RATIO = 2;

export function canvasPixelRatio(devicePixelRatio: number): number {
  return Math.min(devicePixelRatio || 1, MAX_CANVAS_PIXEL_RATIO);
}

export const initialViewState: ViewState = { frame: 0, zoom: 0, panX: 0, panY: 0 };

function centredOffset(canvas: CanvasSize, scale: number) {
  return {
    x: (canvas.width - OVERLAY_SIZE.width * scale) / 2,
    y: (canvas.height - OVERLAY_SIZE.height * scale) / 2,
  };
}

/** The overlay's placement on the canvas: centred, scaled by window width and zoom, then panned. */
export function overlayViewOf(state: ViewState, canvas: CanvasSize, windowWidth: number): OverlayView {
  const scale = zoomScale(initialScale(windowWidth), state.zoom);
  const centred = centredOffset(canvas, scale);
  return { scale, offsetX: centred.x + state.panX, offsetY: centred.y + state.panY };
}

/** Pan is zero at zoom 0 and never moves the model further than its overflow beyond the canvas. */
export function clampPan(state: ViewState, canvas: CanvasSize, windowWidth: number): ViewState {
  if (state.zoom <= 0) return { ...state, panX: 0, panY: 0 };
  const scale = zoomScale(initialScale(windowWidth), state.zoom);
  const limitX = Math.max(0, (OVERLAY_SIZE.width * scale - canvas.width) / 2);
  const limitY = Math.max(0, (OVERLAY_SIZE.height * scale - canvas.height) / 2);
  return {
    ...state,
    panX: Math.min(limitX, Math.max(-limitX, state.panX)),
    panY: Math.min(limitY, Math.max(-limitY, state.panY)),
  };
}

/** Zooms to a new level keeping the overlay point under `anchor` in place (wheel, pinch). */
export function zoomAround(
  state: ViewState,
  nextZoom: number,
  anchor: ScreenPoint,
  canvas: CanvasSize,
  windowWidth: number,
): ViewState {
  const zoom = clampZoom(nextZoom);
  const before = overlayViewOf(state, canvas, windowWidth);
  const fixed: OverlayPoint = screenToOverlay(anchor, before);
  const scale = zoomScale(initialScale(windowWidth), zoom);
  const centred = centredOffset(canvas, scale);
  const panX = anchor.x - fixed.x * scale - centred.x;
  const panY = anchor.y - fixed.y * scale - centred.y;
  return clampPan({ ...state, zoom, panX, panY }, canvas, windowWidth);
}
