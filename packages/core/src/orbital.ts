/** Orbital viewer constants and maths (front office §4 and §9). Geometry is in polygon-geometry.ts. */

export const FRAME_COUNT = 29;
export const LAST_FRAME = FRAME_COUNT - 1;
/** The polygon overlay space: every outline coordinate lives in it. */
export const OVERLAY_SIZE = { width: 3840, height: 2160 } as const;
/** Frames are drawn at this size inside the overlay. */
export const FRAME_SIZE = { width: 3820, height: 2160 } as const;
/** Widths a screen's sharp frames are chosen from (px); the 480-px preview is a first pass only. */
export const FRAME_WIDTHS = [960, 1920, 3820] as const;
/** The colour behind the frames on the public model: transparent studio frames are flattened onto it. */
export const ORBITAL_BACKGROUND = '#f2f2f0';

export const ZOOM = { min: 0, max: 100, buttonStep: 10 } as const;
export const ZOOM_SCALE_RANGE = 0.65;
export const WHEEL_ZOOM_DIVISOR = 25;
/** A horizontal drag of this many px or less is ignored (no rotation). */
export const DRAG_THRESHOLD = 20;
/** At this width or less the site uses its mobile layout: tapping opens, no hover tooltip. */
export const MOBILE_BREAKPOINT = 1100;
export const LANDING_LOGO_BREAKPOINT = 1000;
export const TOOLTIP_DELAY = 250;
export const TOOLTIP_FALLBACK_HEIGHT = 165;

declare const overlaySpace: unique symbol;
declare const screenSpace: unique symbol;
/** A point in the 3840×2160 overlay space of the polygon files. */
export type OverlayPoint = { readonly x: number; readonly y: number; readonly [overlaySpace]: true };
/** A point in CSS pixels relative to the canvas' top-left corner. */
export type ScreenPoint = { readonly x: number; readonly y: number; readonly [screenSpace]: true };

export function overlayPoint(x: number, y: number): OverlayPoint {
  return { x, y } as OverlayPoint;
}
export function screenPoint(x: number, y: number): ScreenPoint {
  return { x, y } as ScreenPoint;
}

/** Where the overlay sits on screen: screen = offset + overlay × scale. */
export type OverlayView = { scale: number; offsetX: number; offsetY: number };

export function overlayToScreen(point: OverlayPoint, view: OverlayView): ScreenPoint {
  return screenPoint(view.offsetX + point.x * view.scale, view.offsetY + point.y * view.scale);
}
export function screenToOverlay(point: ScreenPoint, view: OverlayView): OverlayPoint {
  return overlayPoint((point.x - view.offsetX) / view.scale, (point.y - view.offsetY) / view.scale);
}

/** Brings any integer back into 0..28, wrapping at both ends. */
export function wrapFrame(frame: number): number {
  const whole = Math.round(frame);
  return ((whole % FRAME_COUNT) + FRAME_COUNT) % FRAME_COUNT;
}

/** Compass needle angle in degrees: 360/29 × (28 − frame when clockwise, else frame) + initial. */
export function compassAngle(frame: number, clockwise: boolean, initialRotation = 0): number {
  const step = clockwise ? LAST_FRAME - frame : frame;
  return (360 / FRAME_COUNT) * step + initialRotation;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));
}

/** Scale of the overlay at a zoom level 0..100: initial + 0.65 × zoom/100. */
export function zoomScale(initial: number, zoom: number): number {
  return initial + (ZOOM_SCALE_RANGE * clampZoom(zoom)) / ZOOM.max;
}

/** Zoom change for one wheel event (scrolling down zooms out). */
export function wheelZoomDelta(deltaY: number): number {
  return -deltaY / WHEEL_ZOOM_DIVISOR;
}

/**
 * Initial scale by window width (front office §9). The spec lists widths "up to" 1250, 1180,
 * 1024, 950, 860, 720, 600 and "wider than 1400". Each listed scale holds from the next
 * smaller listed width (exclusive) up to its own, and the 0.3 band reaches up to 1400: that
 * keeps the 3840-px overlay narrower than the window (3840 × 0.35 = 1344 would overflow a
 * 1300-px window). So: >1400 → 0.35, 1181–1400 → 0.3, 1025–1180 → 0.28, 951–1024 → 0.25,
 * 861–950 → 0.19, 721–860 → 0.18, 601–720 → 0.165, ≤600 → 0.14.
 */
const INITIAL_SCALE_BANDS: readonly (readonly [maxWidth: number, scale: number])[] = [
  [600, 0.14],
  [720, 0.165],
  [860, 0.18],
  [950, 0.19],
  [1024, 0.25],
  [1180, 0.28],
  [1400, 0.3],
];
export const WIDE_INITIAL_SCALE = 0.35;

export function initialScale(windowWidth: number): number {
  for (const [maxWidth, scale] of INITIAL_SCALE_BANDS) if (windowWidth <= maxWidth) return scale;
  return WIDE_INITIAL_SCALE;
}

export function isMobileWidth(windowWidth: number): boolean {
  return windowWidth <= MOBILE_BREAKPOINT;
}

/**
 * Frame shown after a horizontal drag at zoom 0: one frame per `pxPerFrame` pixels, dragging
 * right moves to higher frames, wrapping around. Drags of 20 px or less change nothing.
 */
export function frameAfterDrag(startFrame: number, dx: number, pxPerFrame: number): number {
  if (Math.abs(dx) <= DRAG_THRESHOLD || pxPerFrame <= 0) return wrapFrame(startFrame);
  return wrapFrame(startFrame + Math.trunc(dx / pxPerFrame));
}

/** Smallest stored frame width that covers the drawn width in device pixels (else the largest). */
export function pickFrameWidth(
  cssWidth: number,
  devicePixelRatio: number,
  available: readonly number[] = FRAME_WIDTHS,
): number {
  const sorted = [...available].sort((a, b) => a - b);
  const needed = cssWidth * Math.max(1, devicePixelRatio);
  return sorted.find((width) => width >= needed) ?? sorted[sorted.length - 1] ?? FRAME_SIZE.width;
}

/** Two-digit frame file name stem: 0 → "00", 28 → "28". */
export function frameFileStem(frame: number): string {
  return String(wrapFrame(frame)).padStart(2, '0');
}

/** Loading progress in percent (0..100), counting failed frames as loaded. */
export function loadingPercent(settledFrames: number): number {
  return Math.min(100, Math.round((settledFrames / FRAME_COUNT) * 100));
}
