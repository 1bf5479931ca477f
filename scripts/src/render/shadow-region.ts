import { type Camera, project } from './camera.ts';
import type { PackedTriangles } from './scene.ts';

/** What one layer changed in the shadow map. */
export interface ShadowChange {
  texels: Int32Array;
  heights: Float32Array;
  region: ScreenRect;
}

export interface ScreenRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The screen rect that can receive the shadows of some triangles: the projection of their bounding
 * box and of that box pushed down along the sun to the ground (the whole screen if it reaches behind
 * the camera).
 */
export function shadowRegion(
  camera: Camera,
  tris: PackedTriangles,
  sun: { x: number; y: number; z: number },
): ScreenRect {
  const whole = { x0: 0, y0: 0, x1: camera.width - 1, y1: camera.height - 1 };
  const c = tris.coords;
  if (c.length === 0) return { x0: 0, y0: 0, x1: -1, y1: -1 };
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let i = 0; i < c.length; i += 3) {
    minX = Math.min(minX, c[i]!);
    maxX = Math.max(maxX, c[i]!);
    minY = Math.min(minY, c[i + 1]!);
    maxY = Math.max(maxY, c[i + 1]!);
    minZ = Math.min(minZ, c[i + 2]!);
    maxZ = Math.max(maxZ, c[i + 2]!);
  }
  let sx0 = Infinity;
  let sy0 = Infinity;
  let sx1 = -Infinity;
  let sy1 = -Infinity;
  for (const x of [minX, maxX]) {
    for (const y of [minY, maxY]) {
      for (const z of [minZ, maxZ]) {
        for (const drop of [0, y / sun.y]) {
          const p = project(camera, { x: x - sun.x * drop, y: y - sun.y * drop, z: z - sun.z * drop });
          if (p.depth <= camera.near) return whole;
          sx0 = Math.min(sx0, p.x);
          sx1 = Math.max(sx1, p.x);
          sy0 = Math.min(sy0, p.y);
          sy1 = Math.max(sy1, p.y);
        }
      }
    }
  }
  return {
    x0: Math.max(0, Math.floor(sx0) - 2),
    y0: Math.max(0, Math.floor(sy0) - 2),
    x1: Math.min(camera.width - 1, Math.ceil(sx1) + 2),
    y1: Math.min(camera.height - 1, Math.ceil(sy1) + 2),
  };
}
