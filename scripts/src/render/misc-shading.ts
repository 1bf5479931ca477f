import { surface } from './facade-shading.ts';
import { hash2, noise } from './noise.ts';

function set(r: number, g: number, b: number, reflect: number): void {
  surface[0] = r;
  surface[1] = g;
  surface[2] = b;
  surface[3] = reflect;
}

export function concreteAlbedo(u: number, v: number, base: number): void {
  const tone =
    base * (1 + 0.06 * noise(u * 3, v * 3) + 0.06 * (hash2(Math.floor(u * 70), Math.floor(v * 70)) - 0.5));
  set(tone, tone * 0.99, tone * 0.96, 0);
}

export function gravelAlbedo(x: number, z: number): void {
  const speck = hash2(Math.floor(x * 33), Math.floor(z * 33));
  const tone = 0.7 + 0.5 * speck + 0.1 * noise(x, z);
  set(0.3 * tone, 0.29 * tone, 0.27 * tone, 0);
}

/** Standing-seam zinc: seams every 0.5 m along u. */
export function zincAlbedo(u: number, v: number): void {
  const seam = (u / 0.5) % 1;
  const tone = seam < 0.06 ? 1.5 : 1 + 0.04 * noise(u * 2, v * 8);
  set(0.12 * tone, 0.125 * tone, 0.135 * tone, 0.12);
}

/** Decking boards running east–west. */
export function deckAlbedo(x: number, z: number): void {
  const board = Math.floor(z / 0.145);
  if (z / 0.145 - board < 0.08) {
    set(0.05, 0.04, 0.03, 0);
    return;
  }
  const tone =
    (0.8 + 0.35 * hash2(board, Math.floor(x / 2.4 + board * 0.5))) * (0.9 + 0.1 * noise(x * 12, z * 60));
  set(0.36 * tone, 0.25 * tone, 0.16 * tone, 0.02);
}

/** Foliage: dark gaps and lit leaves at a fine scale; `tint` 0..1 varies the green per plant. */
export function foliageAlbedo(x: number, y: number, z: number, tint: number): void {
  const leaves = noise(x * 5.5 + z * 2.1, y * 5.5 - z * 3.3) + 0.5 * noise(x * 17 - z * 9, y * 17 + z * 5);
  const speck = hash2(Math.floor((x + z) * 22), Math.floor(y * 22)) - 0.5;
  const tone = Math.max(0.25, 0.95 + 0.9 * leaves + 0.35 * speck);
  set((0.05 + 0.035 * tint) * tone, (0.1 + 0.05 * tint) * tone, (0.03 + 0.01 * tint) * tone, 0);
}

export function barkAlbedo(y: number, x: number): void {
  const tone = 0.8 + 0.3 * noise(x * 40, y * 6);
  set(0.16 * tone, 0.12 * tone, 0.085 * tone, 0);
}

export function plainAlbedo(r: number, g: number, b: number, reflect: number): void {
  set(r, g, b, reflect);
}
