import { FACADE_BLIND, FACADE_HAS_DOORS, MAT_BRICK, MAT_CLADDING } from './materials.ts';
import { hash2, noise } from './noise.ts';

/** Output of the material functions: albedo r, g, b (linear) and mirror reflectivity. */
export const surface = new Float64Array(4);

function set(r: number, g: number, b: number, reflect: number): void {
  surface[0] = r;
  surface[1] = g;
  surface[2] = b;
  surface[3] = reflect;
}

/** Plain wall of a facade material at texture position (u, v) in metres, with `x`, `y` world noise inputs. */
export function wallAlbedo(material: number, u: number, v: number, seed: number): void {
  if (material === MAT_BRICK) {
    const course = Math.floor(v / 0.0667);
    const shift = course & 1 ? 0.11 : 0;
    const brick = Math.floor((u + shift) / 0.22);
    const fu = (u + shift) / 0.22 - brick;
    const fv = v / 0.0667 - course;
    if (fu < 0.05 || fv < 0.15) {
      const m = 0.36 + 0.04 * hash2(brick * 3 + 1, course);
      set(m, m * 0.96, m * 0.9, 0);
      return;
    }
    const h = hash2(brick + seed * 131, course);
    const tone = 0.75 + 0.45 * h + 0.08 * noise(u * 9, v * 9);
    const clinker = h > 0.9 ? 0.55 : 1;
    set(0.34 * tone * clinker, 0.14 * tone * clinker, 0.075 * tone * clinker, 0);
    return;
  }
  if (material === MAT_CLADDING) {
    const board = Math.floor(u / 0.3);
    const fu = u / 0.3 - board;
    const h = hash2(board, seed);
    const grain = 0.88 + 0.12 * noise(u * 14 + board * 17, v * 1.5);
    const tone = (0.82 + 0.3 * h) * grain * (fu < 0.06 ? 0.6 : 1);
    set(0.3 * tone, 0.2 * tone, 0.12 * tone, 0);
    return;
  }
  const tone = 1 + 0.05 * noise(u * 1.3 + seed, v * 1.3) + 0.035 * noise(u * 24, v * 24);
  set(0.66 * tone, 0.635 * tone, 0.59 * tone, 0);
}

/** Window glass: a dark interior with a curtain now and then; the caller adds the sky reflection. */
function glass(windowId: number, du: number, v: number, top: number): void {
  const h = hash2(windowId, 77);
  let r = 0.018;
  let g = 0.022;
  let b = 0.026;
  if (h < 0.35 && (du > 0.25 || h < 0.12)) {
    r = 0.3;
    g = 0.27;
    b = 0.22;
  } else if (h > 0.93) {
    r = 0.2;
    g = 0.13;
    b = 0.06;
  }
  const shade = v > top - 0.22 ? 0.5 : 1;
  set(r * shade, g * shade, b * shade, 0.16);
}

/**
 * A facade with its window grid: bays about 2.7 m wide; full-height glazing on sides with a
 * balcony, terrace or garden; a plinth on the ground floor and a slab band at each floor.
 * params: length, flags, seed, level, floor height.
 */
export function facadeAlbedo(
  material: number,
  u: number,
  v: number,
  length: number,
  flags: number,
  seed: number,
  level: number,
  height: number,
): void {
  if ((flags & FACADE_BLIND) === 0 && length > 1.3) {
    const bays = Math.max(1, Math.round(length / 2.7));
    const bay = length / bays;
    const k = Math.min(bays - 1, Math.max(0, Math.floor(u / bay)));
    const du = Math.abs(u - (k + 0.5) * bay);
    const door = (flags & FACADE_HAS_DOORS) !== 0;
    const half = door ? Math.min(1.1, bay / 2 - 0.35) : Math.min(0.75, bay / 2 - 0.45);
    const bottom = door ? 0.08 : 0.9;
    const top = 2.45;
    if (half > 0.3 && du < half && v > bottom && v < top) {
      const frameBar =
        du > half - 0.055 || v < bottom + 0.055 || v > top - 0.055 || (half > 0.6 && du < 0.028);
      if (frameBar) set(0.045, 0.046, 0.05, 0.04);
      else glass(seed * 97 + level * 13 + k, du, v, top);
      return;
    }
    if (!door && du < half + 0.06 && v > bottom - 0.06 && v <= bottom) {
      set(0.5, 0.5, 0.49, 0);
      return;
    }
  }
  wallAlbedo(material, u, v, seed);
  if (height > 0 && v > height - 0.24 && material !== MAT_CLADDING) {
    const band = material === MAT_BRICK ? 1.25 : 0.9;
    surface[0]! *= band;
    surface[1]! *= band;
    surface[2]! *= band;
  }
  if (level === 0 && v < 0.45) set(0.16, 0.16, 0.17, 0);
}

/** A glazed stair core: mullions every 1.2 m, a dark spandrel at each slab. */
export function coreAlbedo(u: number, v: number, height: number): void {
  const fu = u / 1.2 - Math.floor(u / 1.2);
  if (fu < 0.04 || v < 0.05 || (v > height - 0.3 && v < height - 0.25)) {
    set(0.05, 0.05, 0.055, 0.05);
  } else if (v > height - 0.25) {
    set(0.1, 0.11, 0.12, 0.1);
  } else {
    set(0.05, 0.06, 0.065, 0.2);
  }
}

/** The top of a cut floor: a light floor inside dark cut walls (poché), or a stair core. */
export function cutAlbedo(u: number, v: number, width: number, depth: number, isCore: number): void {
  const edge = Math.min(u, width - u, v, depth - v);
  if (edge < 0.2) {
    set(0.05, 0.05, 0.055, 0);
    return;
  }
  if (isCore > 0) {
    const step = (v / 0.28) % 1 < 0.1 ? 0.7 : 1;
    set(0.3 * step, 0.3 * step, 0.3 * step, 0);
    return;
  }
  const plank = Math.floor(v / 0.18);
  const tone = 0.88 + 0.2 * hash2(plank, Math.floor(u / 1.4 + plank * 0.37)) + 0.05 * noise(u * 8, v * 40);
  const gap = (v / 0.18) % 1 < 0.05 ? 0.7 : 1;
  set(0.5 * tone * gap, 0.37 * tone * gap, 0.24 * tone * gap, 0.02);
}
