import type { Rect, Side } from '../model/site-model.ts';
import type { Scene, TriangleList } from './scene.ts';
import { add, normalize, scale, type Vec3, vec3 } from './vector.ts';

export interface Paint {
  material: number;
  owner: number;
  params?: number[];
  twoSided?: boolean;
}

const UP = vec3(0, 1, 0);

/** Outward normal and the u axis (left → right seen from outside) of a vertical face. */
export function sideFrame(side: Side): { normal: Vec3; u: Vec3 } {
  switch (side) {
    case 'south':
      return { normal: vec3(0, 0, 1), u: vec3(1, 0, 0) };
    case 'north':
      return { normal: vec3(0, 0, -1), u: vec3(-1, 0, 0) };
    case 'east':
      return { normal: vec3(1, 0, 0), u: vec3(0, 0, -1) };
    case 'west':
      return { normal: vec3(-1, 0, 0), u: vec3(0, 0, 1) };
  }
}

/**
 * A vertical wall on the plane of `side` at `fixed` (z for south/north, x for east/west), spanning
 * `from`..`to` along that plane and y0..y1. Texture u runs from the left end seen from outside.
 */
export function wall(
  scene: Scene,
  layer: TriangleList,
  side: Side,
  fixed: number,
  from: number,
  to: number,
  y0: number,
  y1: number,
  paint: Paint,
): number {
  const { normal, u } = sideFrame(side);
  const alongX = side === 'south' || side === 'north';
  const start = u.x + u.z > 0 ? from : to;
  const origin = alongX ? vec3(start, y0, fixed) : vec3(fixed, y0, start);
  const length = to - from;
  const height = y1 - y0;
  const a = origin;
  const b = add(origin, scale(u, length));
  const c = add(b, scale(UP, height));
  const d = add(origin, scale(UP, height));
  return scene.quad(layer, [a, b, c, d], { ...paint, normal, origin, u, v: UP });
}

/** A horizontal face over a rect at height y, facing up (or down). */
export function flat(
  scene: Scene,
  layer: TriangleList,
  rect: Rect,
  y: number,
  paint: Paint,
  facingDown = false,
): number {
  const origin = vec3(rect.x0, y, rect.z0);
  const corners: [Vec3, Vec3, Vec3, Vec3] = [
    origin,
    vec3(rect.x0, y, rect.z1),
    vec3(rect.x1, y, rect.z1),
    vec3(rect.x1, y, rect.z0),
  ];
  if (facingDown) corners.reverse();
  return scene.quad(layer, corners, {
    ...paint,
    normal: vec3(0, facingDown ? -1 : 1, 0),
    origin,
    u: vec3(1, 0, 0),
    v: vec3(0, 0, 1),
  });
}

/** A closed box: four walls and a top (and a bottom when asked). */
export function box(
  scene: Scene,
  layer: TriangleList,
  rect: Rect,
  y0: number,
  y1: number,
  sides: Paint,
  top: Paint,
  bottom?: Paint,
): void {
  wall(scene, layer, 'south', rect.z1, rect.x0, rect.x1, y0, y1, sides);
  wall(scene, layer, 'north', rect.z0, rect.x0, rect.x1, y0, y1, sides);
  wall(scene, layer, 'east', rect.x1, rect.z0, rect.z1, y0, y1, sides);
  wall(scene, layer, 'west', rect.x0, rect.z0, rect.z1, y0, y1, sides);
  flat(scene, layer, rect, y1, top);
  if (bottom) flat(scene, layer, rect, y0, bottom, true);
}

let icosphereCache: Vec3[][] | null = null;

/** Triangles of a unit sphere: an icosahedron subdivided once (80 faces). */
function icosphere(): Vec3[][] {
  if (icosphereCache) return icosphereCache;
  const t = (1 + Math.sqrt(5)) / 2;
  const v = [
    [-1, t, 0],
    [1, t, 0],
    [-1, -t, 0],
    [1, -t, 0],
    [0, -1, t],
    [0, 1, t],
    [0, -1, -t],
    [0, 1, -t],
    [t, 0, -1],
    [t, 0, 1],
    [-t, 0, -1],
    [-t, 0, 1],
  ].map(([x, y, z]) => normalize(vec3(x!, y!, z!)));
  const faces = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  const mid = (a: Vec3, b: Vec3) => normalize(scale(add(a, b), 0.5));
  const result: Vec3[][] = [];
  for (const [i, j, k] of faces) {
    const a = v[i!]!;
    const b = v[j!]!;
    const c = v[k!]!;
    const ab = mid(a, b);
    const bc = mid(b, c);
    const ca = mid(c, a);
    result.push([a, ab, ca], [b, bc, ab], [c, ca, bc], [ab, bc, ca]);
  }
  icosphereCache = result;
  return result;
}

/**
 * An ellipsoid (tree crown) on one surface: the shader rebuilds a smooth normal from the centre
 * and radii stored in params [radiusXZ, radiusY, seed].
 */
export function ellipsoid(
  scene: Scene,
  layer: TriangleList,
  center: Vec3,
  radiusXZ: number,
  radiusY: number,
  paint: Paint,
): void {
  const surface = scene.surfaces.add({
    ...paint,
    normal: UP,
    origin: center,
    u: vec3(1, 0, 0),
    v: vec3(0, 0, 1),
    params: [radiusXZ, radiusY, paint.params?.[0] ?? 0, 0],
  });
  for (const tri of icosphere()) {
    const [a, b, c] = tri.map((p) =>
      vec3(center.x + p.x * radiusXZ, center.y + p.y * radiusY, center.z + p.z * radiusXZ),
    );
    layer.add(a!, b!, c!, surface);
  }
}
