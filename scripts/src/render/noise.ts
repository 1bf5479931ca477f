/** Cheap deterministic noise: integer hashes and a tileable fractal value-noise texture. */

/** Hash of two integers to [0, 1). */
export function hash2(x: number, y: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const SIZE = 256;
const MASK = SIZE - 1;

function buildTexture(): Float32Array {
  const texture = new Float32Array(SIZE * SIZE);
  let amplitude = 0.5;
  for (let period = 64; period >= 2; period /= 2) {
    const cells = SIZE / period;
    for (let y = 0; y < SIZE; y++) {
      const gy = y / period;
      const iy = Math.floor(gy);
      const fy = gy - iy;
      const sy = fy * fy * (3 - 2 * fy);
      for (let x = 0; x < SIZE; x++) {
        const gx = x / period;
        const ix = Math.floor(gx);
        const fx = gx - ix;
        const sx = fx * fx * (3 - 2 * fx);
        const v00 = hash2(ix % cells, (iy % cells) + period * 1000);
        const v10 = hash2((ix + 1) % cells, (iy % cells) + period * 1000);
        const v01 = hash2(ix % cells, ((iy + 1) % cells) + period * 1000);
        const v11 = hash2((ix + 1) % cells, ((iy + 1) % cells) + period * 1000);
        const value = v00 + (v10 - v00) * sx + (v01 - v00) * sy + (v00 - v10 - v01 + v11) * sx * sy;
        texture[y * SIZE + x] = texture[y * SIZE + x]! + (value * 2 - 1) * amplitude;
      }
    }
    amplitude *= 0.55;
  }
  return texture;
}

const TEXTURE = buildTexture();

/** Smooth fractal noise in about [-1, 1], period 256 in both directions (bilinear). */
export function noise(x: number, y: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const x0 = ix & MASK;
  const y0 = (iy & MASK) * SIZE;
  const x1 = (ix + 1) & MASK;
  const y1 = ((iy + 1) & MASK) * SIZE;
  const a = TEXTURE[y0 + x0]!;
  const b = TEXTURE[y0 + x1]!;
  const c = TEXTURE[y1 + x0]!;
  const d = TEXTURE[y1 + x1]!;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}
