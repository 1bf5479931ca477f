import { GALLERY_SIZE } from '../model/media-plan.ts';
import { lookAt } from '../render/camera.ts';
import { DAYLIGHT, GOLDEN_HOUR } from '../render/lighting.ts';
import type { Lighting } from '../render/sky.ts';
import { type Vec3, vec3 } from '../render/vector.ts';

/** A picture of the gallery: where the camera stands, what it looks at, and the light. */
export interface Shot {
  eye: Vec3;
  target: Vec3;
  fov: number;
  lighting: Lighting;
}

const shot = (eye: Vec3, target: Vec3, fov: number, lighting: Lighting = DAYLIGHT): Shot => ({
  eye,
  target,
  fov,
  lighting,
});

export const GALLERY_SHOTS: Record<string, Shot[]> = {
  sambre: [
    shot(vec3(74, 36, 60), vec3(12, 4, 1), 40, GOLDEN_HOUR),
    shot(vec3(-5.5, 1.7, 18.5), vec3(-7, 6.5, 3), 62),
    shot(vec3(33, 1.7, 28.5), vec3(18, 7, 3), 58),
    shot(vec3(4, 2.2, -41), vec3(12, 7, 0), 52),
    shot(vec3(40, 3, 29.5), vec3(40, 6, 3), 50, GOLDEN_HOUR),
    shot(vec3(-22.5, 13.8, 6.2), vec3(6, 12.5, -2), 64),
    shot(vec3(-75, 52, -72), vec3(12, 3, 0), 38),
    shot(vec3(27, 1.7, -13), vec3(3, 7, 0), 62),
  ],
  meuse: [
    shot(vec3(-42, 24, -52), vec3(0, 3, 0), 40, GOLDEN_HOUR),
    shot(vec3(6, 1.7, -15.5), vec3(-2, 3.8, 0), 58),
  ],
};

export function shotCamera(
  s: Shot,
  width: number = GALLERY_SIZE.width,
  height: number = GALLERY_SIZE.height,
) {
  return lookAt(s.eye, s.target, width, height, s.fov);
}
