/** A point in pixels of a rendered picture. */
export type PixelPoint = [x: number, y: number];

const cross = (o: PixelPoint, a: PixelPoint, b: PixelPoint): number =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Andrew's monotone chain; returns the hull counter-clockwise (in y-down screen space), no repeats. */
export function convexHull(points: PixelPoint[]): PixelPoint[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const lower: PixelPoint[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: PixelPoint[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return [...lower, ...upper];
}

function triangleArea(a: PixelPoint, b: PixelPoint, c: PixelPoint): number {
  return Math.abs(cross(a, b, c)) / 2;
}

/**
 * Visvalingam simplification of a closed convex polygon: drops the vertex adding the least area
 * while that area stays under `tolerance` px² (and at least `minPoints` remain). Kept vertices are
 * original vertices, so they stay on the unit's pixels.
 */
export function simplifyHull(hull: PixelPoint[], tolerance: number, minPoints = 3): PixelPoint[] {
  const points = [...hull];
  while (points.length > minPoints) {
    let best = -1;
    let bestArea = Number.POSITIVE_INFINITY;
    for (let i = 0; i < points.length; i++) {
      const area = triangleArea(
        points[(i + points.length - 1) % points.length]!,
        points[i]!,
        points[(i + 1) % points.length]!,
      );
      if (area < bestArea) {
        bestArea = area;
        best = i;
      }
    }
    if (bestArea > tolerance) break;
    points.splice(best, 1);
  }
  return points;
}

/** Area of a closed polygon (shoelace). */
export function polygonArea(points: PixelPoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(sum) / 2;
}
