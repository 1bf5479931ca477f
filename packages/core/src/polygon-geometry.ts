import { type OverlayPoint, overlayPoint } from './orbital.ts';

/** Ray casting: whether a point lies inside a polygon (all in overlay space). */
export function isPointInPolygon(point: OverlayPoint, polygon: readonly OverlayPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as OverlayPoint;
    const b = polygon[j] as OverlayPoint;
    const crosses = a.y > point.y !== b.y > point.y;
    if (crosses && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Area-weighted centre of a polygon; the mean of its points when it has no area. */
export function polygonCentroid(polygon: readonly OverlayPoint[]): OverlayPoint | null {
  if (polygon.length === 0) return null;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j] as OverlayPoint;
    const b = polygon[i] as OverlayPoint;
    const cross = a.x * b.y - b.x * a.y;
    twiceArea += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(twiceArea) < 1e-9) {
    const sum = polygon.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
    return overlayPoint(sum.x / polygon.length, sum.y / polygon.length);
  }
  return overlayPoint(cx / (3 * twiceArea), cy / (3 * twiceArea));
}

export type OverlayBox = { minX: number; minY: number; maxX: number; maxY: number };

export function polygonBounds(polygon: readonly OverlayPoint[]): OverlayBox | null {
  if (polygon.length === 0) return null;
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The topmost polygon under a point: later polygons are drawn above earlier ones. */
export function polygonAt<T extends { points: readonly OverlayPoint[] }>(
  point: OverlayPoint,
  polygons: readonly T[],
): T | null {
  for (let i = polygons.length - 1; i >= 0; i--) {
    const polygon = polygons[i] as T;
    if (isPointInPolygon(point, polygon.points)) return polygon;
  }
  return null;
}
