import { createTarget, fillTriangle, type RasterTarget } from './raster.ts';
import type { PackedTriangles } from './scene.ts';
import { cross, normalize, type Vec3, vec3 } from './vector.ts';

/**
 * An orthographic height map seen from the sun: each texel keeps the highest point (measured along
 * the sun direction) of the geometry drawn so far. A point lower than that is in shadow.
 */
export interface ShadowMap {
  target: RasterTarget;
  sun: Vec3;
  /** light-space axes */
  ax: Vec3;
  ay: Vec3;
  originS: number;
  originT: number;
  /** texels per metre */
  scale: number;
}

/** A shadow map of `size`² texels covering the horizontal square `center` ± `halfExtent` (m); cleared by the renderer. */
export function createShadowMap(sun: Vec3, center: Vec3, halfExtent: number, size: number): ShadowMap {
  const ax = normalize(cross(vec3(0, 1, 0), sun));
  const ay = cross(sun, ax);
  const reach = halfExtent * 1.5;
  const cs = center.x * ax.x + center.y * ax.y + center.z * ax.z;
  const ct = center.x * ay.x + center.y * ay.y + center.z * ay.z;
  const target = createTarget(size, size, false);
  return { target, sun, ax, ay, originS: cs - reach, originT: ct - reach, scale: size / (2 * reach) };
}

export function drawShadowCasters(map: ShadowMap, tris: PackedTriangles): void {
  const { coords } = tris;
  const { ax, ay, sun, originS, originT, scale } = map;
  const v = new Float64Array(9);
  for (let t = 0; t < tris.surfaces.length; t++) {
    for (let k = 0; k < 3; k++) {
      const x = coords[t * 9 + k * 3]!;
      const y = coords[t * 9 + k * 3 + 1]!;
      const z = coords[t * 9 + k * 3 + 2]!;
      v[k * 3] = (x * ax.x + y * ax.y + z * ax.z - originS) * scale;
      v[k * 3 + 1] = (x * ay.x + y * ay.y + z * ay.z - originT) * scale;
      v[k * 3 + 2] = x * sun.x + y * sun.y + z * sun.z;
    }
    fillTriangle(map.target, v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!, v[6]!, v[7]!, v[8]!, 0);
  }
}
