import { type OverlayPoint, overlayPoint } from '../orbital.ts';

function distance(a: OverlayPoint, b: OverlayPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The index of the vertex nearest to `at` within `radius`, or null. */
export function vertexNear(points: readonly OverlayPoint[], at: OverlayPoint, radius: number): number | null {
  let best: number | null = null;
  let bestDistance = radius;
  points.forEach((point, index) => {
    const d = distance(point, at);
    if (d <= bestDistance) {
      best = index;
      bestDistance = d;
    }
  });
  return best;
}

/** The foot of `p` on segment a-b and its distance. */
function projectOnSegment(p: OverlayPoint, a: OverlayPoint, b: OverlayPoint) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  const foot = overlayPoint(a.x + t * dx, a.y + t * dy);
  return { foot, distance: distance(foot, p) };
}

/**
 * The edge of the closed polygon nearest to `at` within `radius`: the index the new vertex takes
 * (after the edge's first vertex) and where on the edge it goes; null when no edge is that near.
 */
export function edgeNear(
  points: readonly OverlayPoint[],
  at: OverlayPoint,
  radius: number,
): { index: number; point: OverlayPoint } | null {
  if (points.length < 2) return null;
  let best: { index: number; point: OverlayPoint; distance: number } | null = null;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as OverlayPoint;
    const b = points[(i + 1) % points.length] as OverlayPoint;
    const { foot, distance: d } = projectOnSegment(at, a, b);
    if (d <= radius && (!best || d < best.distance)) best = { index: i + 1, point: foot, distance: d };
  }
  return best && { index: best.index, point: best.point };
}

export function moveVertex(points: readonly OverlayPoint[], index: number, to: OverlayPoint): OverlayPoint[] {
  return points.map((point, i) => (i === index ? to : point));
}

export function insertVertex(
  points: readonly OverlayPoint[],
  index: number,
  point: OverlayPoint,
): OverlayPoint[] {
  return [...points.slice(0, index), point, ...points.slice(index)];
}

export function deleteVertex(points: readonly OverlayPoint[], index: number): OverlayPoint[] {
  return points.filter((_, i) => i !== index);
}

/**
 * `at` moved onto the nearest of `candidates` (other units' vertices on the same frame) within
 * `radius`, so neighbouring outlines share their corners instead of leaving slivers; else `at`.
 */
export function snapToVertex(
  at: OverlayPoint,
  candidates: readonly OverlayPoint[],
  radius: number,
): OverlayPoint {
  const index = vertexNear(candidates, at, radius);
  return index === null ? at : (candidates[index] as OverlayPoint);
}
