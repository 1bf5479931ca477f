import type { Camera } from '../render/camera.ts';
import { type Vec3, vec3 } from '../render/vector.ts';

interface Face {
  forward: Vec3;
  right: Vec3;
  up: Vec3;
}

/** The six cube faces; ath 0 of the panorama looks north, ath grows clockwise (krpano). */
const FACES: Face[] = [
  { forward: vec3(0, 0, -1), right: vec3(1, 0, 0), up: vec3(0, 1, 0) },
  { forward: vec3(1, 0, 0), right: vec3(0, 0, 1), up: vec3(0, 1, 0) },
  { forward: vec3(0, 0, 1), right: vec3(-1, 0, 0), up: vec3(0, 1, 0) },
  { forward: vec3(-1, 0, 0), right: vec3(0, 0, -1), up: vec3(0, 1, 0) },
  { forward: vec3(0, 1, 0), right: vec3(1, 0, 0), up: vec3(0, 0, 1) },
  { forward: vec3(0, -1, 0), right: vec3(1, 0, 0), up: vec3(0, 0, -1) },
];

/** The six 90° cameras of a cube map seen from `eye`. */
export function cubeCameras(eye: Vec3, size: number): Camera[] {
  return FACES.map((face) => ({ eye, ...face, focal: size / 2, width: size, height: size, near: 0.1 }));
}

const dot = (a: Vec3, x: number, y: number, z: number) => a.x * x + a.y * y + a.z * z;

/** Resamples six RGB cube faces (size²) into an equirectangular RGB picture (width × width/2). */
export function cubeToEquirect(faces: Uint8Array[], size: number, width: number): Uint8Array {
  const height = width / 2;
  const out = new Uint8Array(width * height * 3);
  for (let py = 0; py < height; py++) {
    const lat = Math.PI / 2 - ((py + 0.5) / height) * Math.PI;
    const cosLat = Math.cos(lat);
    const y = Math.sin(lat);
    for (let px = 0; px < width; px++) {
      const lon = ((px + 0.5) / width) * 2 * Math.PI - Math.PI;
      const x = Math.sin(lon) * cosLat;
      const z = -Math.cos(lon) * cosLat;
      let best = 0;
      let bestDot = -Infinity;
      for (let f = 0; f < 6; f++) {
        const d = dot(FACES[f]!.forward, x, y, z);
        if (d > bestDot) {
          bestDot = d;
          best = f;
        }
      }
      const face = FACES[best]!;
      const fx = Math.min(
        size - 1.001,
        Math.max(0, ((dot(face.right, x, y, z) / bestDot + 1) * size) / 2 - 0.5),
      );
      const fy = Math.min(
        size - 1.001,
        Math.max(0, ((-dot(face.up, x, y, z) / bestDot + 1) * size) / 2 - 0.5),
      );
      const ix = Math.floor(fx);
      const iy = Math.floor(fy);
      const ax = fx - ix;
      const ay = fy - iy;
      const pixels = faces[best]!;
      const o = (py * width + px) * 3;
      for (let c = 0; c < 3; c++) {
        const p00 = pixels[(iy * size + ix) * 3 + c]!;
        const p10 = pixels[(iy * size + ix + 1) * 3 + c]!;
        const p01 = pixels[((iy + 1) * size + ix) * 3 + c]!;
        const p11 = pixels[((iy + 1) * size + ix + 1) * 3 + c]!;
        out[o + c] = Math.round(
          p00 + (p10 - p00) * ax + (p01 - p00) * ay + (p00 - p10 - p01 + p11) * ax * ay,
        );
      }
    }
  }
  return out;
}
