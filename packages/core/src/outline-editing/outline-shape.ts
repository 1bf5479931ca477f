import type { OverlayPoint } from '../orbital.ts';

/** Twice the signed area of a polygon (shoelace); 0 for a flat or too short one. */
function twiceSignedArea(points: readonly OverlayPoint[]): number {
  let sum = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[j] as OverlayPoint;
    const b = points[i] as OverlayPoint;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

export function polygonArea(points: readonly OverlayPoint[]): number {
  return Math.abs(twiceSignedArea(points)) / 2;
}

function orientation(a: OverlayPoint, b: OverlayPoint, c: OverlayPoint): number {
  const value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return Math.abs(value) < 1e-9 ? 0 : Math.sign(value);
}

function onSegment(a: OverlayPoint, b: OverlayPoint, p: OverlayPoint): boolean {
  return (
    Math.min(a.x, b.x) - 1e-9 <= p.x &&
    p.x <= Math.max(a.x, b.x) + 1e-9 &&
    Math.min(a.y, b.y) - 1e-9 <= p.y &&
    p.y <= Math.max(a.y, b.y) + 1e-9
  );
}

function segmentsTouch(a: OverlayPoint, b: OverlayPoint, c: OverlayPoint, d: OverlayPoint): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * Whether two edges of the closed polygon cross or touch, apart from neighbouring edges sharing
 * their vertex (a repeated vertex counts as touching). O(n²): outlines have tens of vertices.
 */
export function isSelfIntersecting(points: readonly OverlayPoint[]): boolean {
  const n = points.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    const a = points[i] as OverlayPoint;
    const b = points[(i + 1) % n] as OverlayPoint;
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const c = points[j] as OverlayPoint;
      const d = points[(j + 1) % n] as OverlayPoint;
      if (adjacent) {
        // neighbours share one vertex; they only overlap when folded back onto each other
        const shared = j === i + 1 ? b : a;
        const other = j === i + 1 ? d : c;
        const own = j === i + 1 ? a : b;
        if (orientation(own, shared, other) === 0 && onSegment(own, shared, other) && !same(other, shared))
          return true;
        continue;
      }
      if (segmentsTouch(a, b, c, d)) return true;
    }
  }
  return false;
}

function same(a: OverlayPoint, b: OverlayPoint): boolean {
  return a.x === b.x && a.y === b.y;
}

/** Why a frame's outline cannot be saved, or null: [] (hidden on that frame) is fine. */
export type OutlineProblem = 'empty' | 'selfIntersecting';

export function outlineProblem(points: readonly OverlayPoint[]): OutlineProblem | null {
  if (points.length === 0) return null;
  if (points.length < 3) return 'empty';
  if (isSelfIntersecting(points)) return 'selfIntersecting';
  return polygonArea(points) < 1 ? 'empty' : null;
}

/** One frame's points as the polygon file writes them: "x,y x,y …", rounded to 0.1 px. */
export function formatPolygonPoints(points: readonly OverlayPoint[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

function round(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}
