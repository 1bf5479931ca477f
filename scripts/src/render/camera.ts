import { add, cross, direction, dot, normalize, scale, sub, type Vec3, vec3 } from './vector.ts';

/** A pinhole camera; view depth z is measured along `forward`, screen y grows downwards. */
export interface Camera {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  /** focal length in pixels */
  focal: number;
  width: number;
  height: number;
  near: number;
}

export function lookAt(
  eye: Vec3,
  target: Vec3,
  width: number,
  height: number,
  verticalFovDeg: number,
): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, vec3(0, 1, 0)));
  const up = cross(right, forward);
  const focal = height / 2 / Math.tan((verticalFovDeg * Math.PI) / 360);
  return { eye, right, up, forward, focal, width, height, near: 0.2 };
}

/** Screen position (pixels) and view depth of a world point; depth ≤ 0 means behind the camera. */
export function project(camera: Camera, point: Vec3): { x: number; y: number; depth: number } {
  const rel = sub(point, camera.eye);
  const depth = dot(rel, camera.forward);
  return {
    x: camera.width / 2 + (camera.focal * dot(rel, camera.right)) / depth,
    y: camera.height / 2 - (camera.focal * dot(rel, camera.up)) / depth,
    depth,
  };
}

export interface OrbitSpec {
  target: Vec3;
  distance: number;
  elevationDeg: number;
  verticalFovDeg: number;
}

/** A camera on the orbit, looking along `headingDeg` (clockwise from north) down at the target. */
export function orbitCamera(orbit: OrbitSpec, headingDeg: number, width: number, height: number): Camera {
  const towardCamera = direction(headingDeg + 180, orbit.elevationDeg);
  const eye = add(orbit.target, scale(towardCamera, orbit.distance));
  return lookAt(eye, orbit.target, width, height, orbit.verticalFovDeg);
}

/**
 * The orbit distance at which every point stays inside the central `fill` share of the frame for
 * every heading, found by bisection.
 */
export function fitOrbitDistance(
  points: Vec3[],
  base: Omit<OrbitSpec, 'distance'>,
  headings: number[],
  aspect: number,
  fill: number,
): number {
  const fits = (distance: number): boolean =>
    headings.every((heading) => {
      const camera = orbitCamera({ ...base, distance }, heading, 1000 * aspect, 1000);
      return points.every((point) => {
        const p = project(camera, point);
        if (p.depth <= camera.near) return false;
        const dx = Math.abs(p.x - camera.width / 2) / (camera.width / 2);
        const dy = Math.abs(p.y - camera.height / 2) / (camera.height / 2);
        return dx <= fill && dy <= fill;
      });
    });
  let low = 1;
  let high = 2000;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (fits(mid)) high = mid;
    else low = mid;
  }
  return high;
}
