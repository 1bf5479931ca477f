import type { Rect } from '../model/site-model.ts';
import { cutAlbedo } from './facade-shading.ts';
import * as M from './materials.ts';
import { plainAlbedo } from './misc-shading.ts';
import { hash2 } from './noise.ts';
import { sky } from './sky.ts';

/** Darkens the ground next to building walls (contact shadow), from the building footprints. */
export function contactShade(footprints: Rect[], x: number, z: number): number {
  let nearest = 1e9;
  for (const rect of footprints) {
    const ddx = x < rect.x0 ? rect.x0 - x : x > rect.x1 ? x - rect.x1 : 0;
    const ddz = z < rect.z0 ? rect.z0 - z : z > rect.z1 ? z - rect.z1 : 0;
    const d = ddx * ddx + ddz * ddz;
    if (d < nearest) nearest = d;
  }
  return 1 - 0.45 / (1 + nearest * 3);
}

/** A soft studio backdrop for the plan pictures. */
export function backdrop(t: number): void {
  const v = 0.78 - 0.12 * t;
  sky[0] = v;
  sky[1] = v;
  sky[2] = v * 1.02;
}

export function interiorAlbedo(
  material: number,
  u: number,
  v: number,
  p0: number,
  p1: number,
  p2: number,
): void {
  switch (material) {
    case M.MAT_PARQUET:
      cutAlbedo(u + 1, v + 1, 1e6, 1e6, 0);
      return;
    case M.MAT_TILES: {
      const joint = (u / 0.3) % 1 < 0.04 || (v / 0.3) % 1 < 0.04;
      const tone = joint ? 0.45 : 0.62 + 0.04 * hash2(Math.floor(u / 0.3), Math.floor(v / 0.3));
      plainAlbedo(tone, tone, tone * 0.98, 0.05);
      return;
    }
    case M.MAT_INNER_WALL:
      plainAlbedo(0.7, 0.69, 0.66, 0);
      return;
    case M.MAT_FURNITURE:
      plainAlbedo(p0, p1, p2, 0.03);
      return;
    default:
      plainAlbedo(0.5, 0.5, 0.5, 0);
  }
}
