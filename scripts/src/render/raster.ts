/**
 * Triangle filling shared by the camera G-buffer (nearest 1/z wins, remembers the surface) and the
 * sun's shadow map (highest height toward the sun wins). Pixel centres at +0.5; edges inclusive.
 */
export interface RasterTarget {
  width: number;
  height: number;
  /** the value kept per pixel: larger wins (1/z for the camera, height toward the sun for the shadow map) */
  depth: Float32Array;
  /** surface per pixel, or null for a shadow map */
  surface: Int32Array | null;
  /** 1 for pixels changed since the last clear, listed in changedList */
  changed: Uint8Array;
  changedList: Int32Array;
  changedCount: number;
}

export function createTarget(width: number, height: number, withSurface: boolean): RasterTarget {
  const size = width * height;
  const surface = withSurface ? new Int32Array(size).fill(-1) : null;
  return {
    width,
    height,
    depth: new Float32Array(size),
    surface,
    changed: new Uint8Array(size),
    changedList: new Int32Array(size),
    changedCount: 0,
  };
}

export function clearChanged(target: RasterTarget): void {
  const { changed, changedList } = target;
  for (let i = 0; i < target.changedCount; i++) changed[changedList[i]!] = 0;
  target.changedCount = 0;
}

/** Fills one screen-space triangle whose `d` values interpolate linearly in screen space. */
export function fillTriangle(
  target: RasterTarget,
  ax: number,
  ay: number,
  ad: number,
  bx: number,
  by: number,
  bd: number,
  cx: number,
  cy: number,
  cd: number,
  surfaceId: number,
): void {
  let area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
  if (area === 0 || !Number.isFinite(area)) return;
  if (area < 0) {
    let t = bx;
    bx = cx;
    cx = t;
    t = by;
    by = cy;
    cy = t;
    t = bd;
    bd = cd;
    cd = t;
    area = -area;
  }
  const { width, height, depth, surface, changed, changedList } = target;
  const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5));
  const maxY = Math.min(height - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
  if (minY > maxY) return;
  // depth plane d = A x + B y + C
  const dA = ((bd - ad) * (cy - ay) - (cd - ad) * (by - ay)) / area;
  const dB = ((cd - ad) * (bx - ax) - (bd - ad) * (cx - ax)) / area;
  const dC = ad - dA * ax - dB * ay;
  // edge e(x, y) = (x1 - x0)(y - y0) - (y1 - y0)(x - x0) >= 0 inside
  const e0a = -(by - ay);
  const e1a = -(cy - by);
  const e2a = -(ay - cy);
  let count = target.changedCount;
  for (let py = minY; py <= maxY; py++) {
    const yc = py + 0.5;
    let lo = 0;
    let hi = width;
    // edge a→b
    const e0b = (bx - ax) * (yc - ay) + (by - ay) * ax;
    if (e0a > 0) lo = Math.max(lo, -e0b / e0a);
    else if (e0a < 0) hi = Math.min(hi, -e0b / e0a);
    else if (e0b < 0) continue;
    const e1b = (cx - bx) * (yc - by) + (cy - by) * bx;
    if (e1a > 0) lo = Math.max(lo, -e1b / e1a);
    else if (e1a < 0) hi = Math.min(hi, -e1b / e1a);
    else if (e1b < 0) continue;
    const e2b = (ax - cx) * (yc - cy) + (ay - cy) * cx;
    if (e2a > 0) lo = Math.max(lo, -e2b / e2a);
    else if (e2a < 0) hi = Math.min(hi, -e2b / e2a);
    else if (e2b < 0) continue;
    const x0 = Math.max(0, Math.ceil(lo - 0.5));
    const x1 = Math.min(width - 1, Math.floor(hi - 0.5));
    if (x0 > x1) continue;
    const row = py * width;
    let d = dA * (x0 + 0.5) + dB * yc + dC;
    for (let px = x0; px <= x1; px++, d += dA) {
      const i = row + px;
      if (d > depth[i]!) {
        depth[i] = d;
        if (surface) surface[i] = surfaceId;
        if (changed[i] === 0) {
          changed[i] = 1;
          changedList[count++] = i;
        }
      }
    }
  }
  target.changedCount = count;
}
