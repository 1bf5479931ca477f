import { noise } from './noise.ts';
import type { Vec3 } from './vector.ts';

/** Lighting of a scene: where the sun is and the colours of sun, sky and haze (linear RGB). */
export interface Lighting {
  sun: Vec3;
  sunColor: [number, number, number];
  zenith: [number, number, number];
  horizon: [number, number, number];
  ambient: [number, number, number];
  bounce: [number, number, number];
  /** metres over which distant things fade into the horizon haze */
  hazeDistance: number;
  clouds: number;
}

export const sky = new Float64Array(3);

/** Sky colour seen along a direction (any length), with a sun glow and soft clouds, into `sky`. */
export function skyColor(light: Lighting, dx: number, dy: number, dz: number): void {
  const len = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const x = dx / len;
  const y = dy / len;
  const z = dz / len;
  const up = Math.max(y, 0);
  const down = 1 - up;
  const t = 1 - down * down * down;
  const h = light.horizon;
  const zen = light.zenith;
  let r = h[0] + (zen[0] - h[0]) * t;
  let g = h[1] + (zen[1] - h[1]) * t;
  let b = h[2] + (zen[2] - h[2]) * t;
  const cosSun = x * light.sun.x + y * light.sun.y + z * light.sun.z;
  if (cosSun > 0) {
    const c2 = cosSun * cosSun;
    const c8 = c2 * c2 * c2 * c2;
    const c64 = c8 * c8 * c8 * c8 * c8 * c8 * c8 * c8;
    const c256 = c64 * c64 * c64 * c64;
    const glow = c8 * 0.35 + c256 * 3;
    r += glow * light.sunColor[0] * 0.4;
    g += glow * light.sunColor[1] * 0.4;
    b += glow * light.sunColor[2] * 0.4;
  }
  if (light.clouds > 0 && up > 0.02) {
    const k = 1 / (up + 0.08);
    const c = noise(x * k * 22 + 40, z * k * 22 + 90) * 1.6 + noise(x * k * 60, z * k * 60) * 0.5 - 0.15;
    if (c > 0) {
      const cover = Math.min(1, c * 1.8) * light.clouds * Math.min(1, up * 6);
      const bright = 0.95 + 0.25 * Math.max(cosSun, 0);
      r += (bright * 1.02 - r) * cover;
      g += (bright * 1.0 - g) * cover;
      b += (bright * 0.98 - b) * cover;
    }
  }
  sky[0] = r;
  sky[1] = g;
  sky[2] = b;
}
