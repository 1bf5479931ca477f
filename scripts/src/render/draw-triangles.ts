import type { Camera } from './camera.ts';
import { fillTriangle, type RasterTarget } from './raster.ts';
import { FRAME_STRIDE, type PackedSurfaces, type PackedTriangles } from './scene.ts';

const clipped = new Float64Array(4 * 3 * 2);

/**
 * Draws world-space triangles into a camera G-buffer: back faces of one-sided surfaces are skipped,
 * triangles crossing the near plane are clipped, 1/z is interpolated.
 */
export function drawTriangles(
  target: RasterTarget,
  camera: Camera,
  tris: PackedTriangles,
  surfaces: PackedSurfaces,
) {
  const { eye, right, up, forward, focal, near } = camera;
  const cx = camera.width / 2;
  const cy = camera.height / 2;
  const { coords } = tris;
  const frame = surfaces.frame;
  const view = new Float64Array(9);
  for (let t = 0; t < tris.surfaces.length; t++) {
    const s = tris.surfaces[t]!;
    const base = t * 9;
    const px = coords[base]! - eye.x;
    const py = coords[base + 1]! - eye.y;
    const pz = coords[base + 2]! - eye.z;
    if (surfaces.twoSided[s] === 0) {
      const f = s * FRAME_STRIDE;
      if (frame[f]! * px + frame[f + 1]! * py + frame[f + 2]! * pz >= 0) continue;
    }
    let inFront = 0;
    for (let k = 0; k < 3; k++) {
      const rx = coords[base + k * 3]! - eye.x;
      const ry = coords[base + k * 3 + 1]! - eye.y;
      const rz = coords[base + k * 3 + 2]! - eye.z;
      view[k * 3] = rx * right.x + ry * right.y + rz * right.z;
      view[k * 3 + 1] = rx * up.x + ry * up.y + rz * up.z;
      const depth = rx * forward.x + ry * forward.y + rz * forward.z;
      view[k * 3 + 2] = depth;
      if (depth > near) inFront++;
    }
    if (inFront === 0) continue;
    let n = 3;
    let poly: Float64Array = view;
    if (inFront < 3) {
      n = clipNear(view, near);
      poly = clipped;
    }
    const sx0 = cx + (focal * poly[0]!) / poly[2]!;
    const sy0 = cy - (focal * poly[1]!) / poly[2]!;
    const iz0 = 1 / poly[2]!;
    for (let k = 1; k + 1 < n; k++) {
      const b = k * 3;
      const c = b + 3;
      fillTriangle(
        target,
        sx0,
        sy0,
        iz0,
        cx + (focal * poly[b]!) / poly[b + 2]!,
        cy - (focal * poly[b + 1]!) / poly[b + 2]!,
        1 / poly[b + 2]!,
        cx + (focal * poly[c]!) / poly[c + 2]!,
        cy - (focal * poly[c + 1]!) / poly[c + 2]!,
        1 / poly[c + 2]!,
        s,
      );
    }
  }
}

/** Sutherland–Hodgman against depth > near; writes into `clipped`, returns the vertex count. */
function clipNear(view: Float64Array, near: number): number {
  let n = 0;
  for (let k = 0; k < 3; k++) {
    const a = k * 3;
    const b = ((k + 1) % 3) * 3;
    const za = view[a + 2]!;
    const zb = view[b + 2]!;
    const aIn = za > near;
    const bIn = zb > near;
    if (aIn) {
      clipped[n * 3] = view[a]!;
      clipped[n * 3 + 1] = view[a + 1]!;
      clipped[n * 3 + 2] = za;
      n++;
    }
    if (aIn !== bIn) {
      const t = (near - za) / (zb - za);
      clipped[n * 3] = view[a]! + t * (view[b]! - view[a]!);
      clipped[n * 3 + 1] = view[a + 1]! + t * (view[b + 1]! - view[a + 1]!);
      clipped[n * 3 + 2] = near + 1e-9;
      n++;
    }
  }
  return n;
}
