import { FRAME_SIZE, OVERLAY_SIZE, type OverlayPoint } from './orbital.ts';
import { parsePolygonPoints } from './polygon-points.ts';

/** The size of a unit's link preview (Open Graph / Twitter card "summary_large_image"). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The area of a polygon (shoelace), 0 for fewer than three points. */
export function polygonArea(points: readonly OverlayPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return points.length < 3 ? 0 : Math.abs(twice) / 2;
}

/**
 * The frame where a unit is best seen: the one whose outline covers the most of the picture
 * (the first of equals). Null when no frame has an outline.
 */
export function bestFrame(framePoints: readonly string[]): { frame: number; outline: OverlayPoint[] } | null {
  let best: { frame: number; outline: OverlayPoint[]; area: number } | null = null;
  framePoints.forEach((points, frame) => {
    const outline = parsePolygonPoints(points);
    const area = polygonArea(outline);
    if (area > 0 && (!best || area > best.area)) best = { frame, outline, area };
  });
  const found = best as { frame: number; outline: OverlayPoint[] } | null;
  return found ? { frame: found.frame, outline: found.outline } : null;
}

/** An overlay point on a stored frame of this width (frames sit centred in the overlay). */
export function onFrame(point: OverlayPoint, frameWidth: number): { x: number; y: number } {
  const scale = frameWidth / FRAME_SIZE.width;
  const left = (OVERLAY_SIZE.width - FRAME_SIZE.width) / 2;
  return { x: (point.x - left) * scale, y: point.y * scale };
}

/**
 * The part of a frame (in its pixels) the preview shows: the preview's proportions, as wide as
 * the frame, moved up or down to centre the outline and kept inside the frame.
 */
export function previewCrop(
  outline: readonly { x: number; y: number }[],
  frame: { width: number; height: number },
): { left: number; top: number; width: number; height: number } {
  const width = frame.width;
  const height = Math.min(frame.height, Math.round((width * PREVIEW_SIZE.height) / PREVIEW_SIZE.width));
  const ys = outline.map((point) => point.y);
  const centre = ys.length > 0 ? (Math.min(...ys) + Math.max(...ys)) / 2 : frame.height / 2;
  const top = Math.round(Math.min(Math.max(0, centre - height / 2), frame.height - height));
  return { left: 0, top, width, height };
}
