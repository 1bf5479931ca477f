import { coreAlbedo, cutAlbedo, facadeAlbedo, wallAlbedo } from './facade-shading.ts';
import * as M from './materials.ts';
import {
  barkAlbedo,
  concreteAlbedo,
  deckAlbedo,
  foliageAlbedo,
  gravelAlbedo,
  plainAlbedo,
  zincAlbedo,
} from './misc-shading.ts';
import { hash2, noise } from './noise.ts';
import { interiorAlbedo } from './studio-shading.ts';

/**
 * Lighting hints of the last surface shaded: wrap (soft light through foliage), extra shadow bias,
 * ambient occlusion, and whether it replaced the flat normal (1) with nx, ny, nz.
 */
export const lightHints = new Float64Array(7);

/**
 * Albedo (into `surface`, see facade-shading.ts) and lighting hints of a surface point: world
 * position x, y, z, texture position u, v, and the surface's frame `fr` at offset `o`
 * (params start at o + 12).
 */
export function surfaceAlbedo(
  material: number,
  fr: Float64Array,
  o: number,
  x: number,
  y: number,
  z: number,
  u: number,
  v: number,
): void {
  const p0 = fr[o + 12]!;
  const p1 = fr[o + 13]!;
  const p2 = fr[o + 14]!;
  const p3 = fr[o + 15]!;
  const p4 = fr[o + 16]!;
  lightHints[0] = 0;
  lightHints[1] = 0;
  lightHints[2] = 1;
  lightHints[3] = 0;
  switch (material) {
    case M.MAT_RENDER:
    case M.MAT_BRICK:
    case M.MAT_CLADDING:
      facadeAlbedo(material, u, v, p0, p1, p2, p3, p4);
      if (p3 === 0 && v < 1.2) lightHints[2] = 0.72 + 0.28 * (v / 1.2);
      return;
    case M.MAT_PLAIN_WALL:
      wallAlbedo(p0, u, v, 0);
      return;
    case M.MAT_CORE:
      coreAlbedo(u, v, p4);
      return;
    case M.MAT_CUT:
      cutAlbedo(u, v, p0, p1, p2);
      return;
    case M.MAT_SLAB:
      concreteAlbedo(u, v, 0.55);
      return;
    case M.MAT_SOFFIT:
      concreteAlbedo(u, v, 0.6);
      return;
    case M.MAT_ROOF:
      gravelAlbedo(x, z);
      return;
    case M.MAT_PARAPET:
      concreteAlbedo(u, v, v > 0.33 ? 0.25 : 0.45);
      return;
    case M.MAT_ZINC:
      zincAlbedo(u, v);
      return;
    case M.MAT_DECK:
      deckAlbedo(x, z);
      return;
    case M.MAT_RAILING:
      plainAlbedo(0.2, 0.25, 0.27, 0.3);
      return;
    case M.MAT_METAL:
      plainAlbedo(0.09, 0.09, 0.1, 0.08);
      return;
    case M.MAT_HEDGE:
      foliageAlbedo(x, y, z, 0.3);
      lightHints[0] = 0.35;
      lightHints[1] = 0.08;
      return;
    case M.MAT_CROWN:
      crownNormal(x - fr[o + 3]!, y - fr[o + 4]!, z - fr[o + 5]!, p0, p1, x, y, z);
      foliageAlbedo(x, y, z, hash2(p2 | 0, 5));
      lightHints[0] = 0.45;
      lightHints[1] = 0.6;
      return;
    case M.MAT_TRUNK:
      barkAlbedo(y, x + z);
      return;
    case M.MAT_CAR:
      plainAlbedo(p0 * 0.6, p1 * 0.6, p2 * 0.6, 0.12);
      return;
    case M.MAT_CAR_GLASS:
      plainAlbedo(0.015, 0.017, 0.02, 0.3);
      return;
    default:
      interiorAlbedo(material, u, v, p0, p1, p2);
  }
}

/** The smooth normal of an ellipsoid crown (radii rxz, ry) at an offset from its centre, ruffled by noise. */
function crownNormal(
  dx: number,
  dy: number,
  dz: number,
  rxz: number,
  ry: number,
  x: number,
  y: number,
  z: number,
) {
  const ex = dx / (rxz * rxz);
  const ey = dy / (ry * ry);
  const ez = dz / (rxz * rxz);
  const len = Math.sqrt(ex * ex + ey * ey + ez * ez) || 1;
  let nx = ex / len + noise(x * 3, y * 3) * 0.35;
  let ny = ey / len + noise(y * 3 + 7, z * 3) * 0.35;
  let nz = ez / len + noise(z * 3 + 3, x * 3) * 0.35;
  const l2 = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
  nx /= l2;
  ny /= l2;
  nz /= l2;
  lightHints[3] = 1;
  lightHints[4] = nx;
  lightHints[5] = ny;
  lightHints[6] = nz;
}
