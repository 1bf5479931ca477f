import { FRAME_SIZE } from '@vitrine/core/orbital';
import { convexHull, type PixelPoint, polygonArea, simplifyHull } from './convex-hull.ts';

/** A picture's visible pixels per owner id: the leftmost and rightmost pixel of each row. */
export interface RowExtents {
  width: number;
  height: number;
  /** for owner o and row y: minX at [(o * height + y) * 2], maxX at +1; -1 when absent */
  extents: Int32Array;
  counts: Int32Array;
}

/**
 * Scans a surface-id picture once (surface -1 = nothing) and records, per owner of those surfaces,
 * each row's visible span and the pixel count.
 */
export function rowExtents(
  surfaceIds: Int32Array,
  ownerOfSurface: Int32Array,
  ownerCount: number,
  width: number,
  height: number,
): RowExtents {
  const extents = new Int32Array(ownerCount * height * 2).fill(-1);
  const counts = new Int32Array(ownerCount);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const surface = surfaceIds[row + x]!;
      if (surface < 0) continue;
      const owner = ownerOfSurface[surface]!;
      if (owner <= 0) continue;
      counts[owner]!++;
      const k = (owner * height + y) * 2;
      if (extents[k] === -1) extents[k] = x;
      extents[k + 1] = x;
    }
  }
  return { width, height, extents, counts };
}

/** Smallest outline kept, in pixels of the 3820×2160 frame; smaller slivers count as hidden. */
export const MIN_VISIBLE_PIXELS = 400;

/**
 * The outline of a group of owners as a convex hull of their visible pixels, simplified, in
 * frame pixels (3820×2160, the overlay's origin): "x,y x,y …", or '' when hidden.
 */
export function outlineOf(rows: RowExtents, owners: number[]): string {
  const { width, height, extents, counts } = rows;
  const scaleX = FRAME_SIZE.width / width;
  const scaleY = FRAME_SIZE.height / height;
  let pixels = 0;
  for (const owner of owners) pixels += counts[owner] ?? 0;
  if (pixels * scaleX * scaleY < MIN_VISIBLE_PIXELS) return '';
  const points: PixelPoint[] = [];
  for (let y = 0; y < height; y++) {
    let lo = Number.POSITIVE_INFINITY;
    let hi = -1;
    for (const owner of owners) {
      const k = (owner * height + y) * 2;
      const a = extents[k]!;
      if (a === -1) continue;
      if (a < lo) lo = a;
      if (extents[k + 1]! > hi) hi = extents[k + 1]!;
    }
    if (hi < 0) continue;
    points.push([lo, y]);
    if (hi !== lo) points.push([hi, y]);
  }
  const hull = simplifyHull(convexHull(points), 1.5);
  if (hull.length < 3 || polygonArea(hull) < 4) return '';
  return hull
    .map(([x, y]) => `${Math.round((x + 0.5) * scaleX)},${Math.round((y + 0.5) * scaleY)}`)
    .join(' ');
}

/** Frame pixel (in a render of width × height) under an overlay point written by `outlineOf`. */
export function pixelUnder(x: number, y: number, width: number, height: number): [number, number] {
  const px = Math.min(width - 1, Math.max(0, Math.floor((x * width) / FRAME_SIZE.width)));
  const py = Math.min(height - 1, Math.max(0, Math.floor((y * height) / FRAME_SIZE.height)));
  return [px, py];
}
