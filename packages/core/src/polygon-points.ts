import { type OverlayPoint, overlayPoint } from './orbital.ts';

/** Parses one frame's "x,y x,y …" string into overlay-space points ('' gives []). */
export function parsePolygonPoints(points: string): OverlayPoint[] {
  const pairs = points.trim().split(/\s+/).filter(Boolean);
  const parsed: OverlayPoint[] = [];
  for (const pair of pairs) {
    const [x, y] = pair.split(',').map(Number);
    if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) continue;
    parsed.push(overlayPoint(x, y));
  }
  return parsed;
}
