import {
  type BuildingVolume,
  buildingFootprint,
  type FloorVolume,
  floorTop,
  type Rect,
} from '../model/site-model.ts';
import { FACADE_BLIND, MAT_BRICK, MAT_PARAPET, MAT_PLAIN_WALL, MAT_ROOF, MAT_ZINC } from './materials.ts';
import type { Scene, TriangleList } from './scene.ts';
import { box, flat, wall } from './shapes.ts';
import { cross, normalize, sub, type Vec3, vec3 } from './vector.ts';
import { exteriorSpans, FACADE_MATERIAL, SIDES, sideFixed } from './wall-spans.ts';

export const roofLayer = (building: string) => `${building}/roof`;

/** The roof layer: gravel roofs with parapets over the top units plus the lift overrun, or a gable roof. */
export function addRoof(
  scene: Scene,
  building: BuildingVolume,
  floor: FloorVolume,
  owners: Map<string, number>,
  rects: Rect[],
) {
  const layer = scene.layer(roofLayer(building.name));
  const top = floorTop(floor);
  if (building.roof === 'gable') {
    addGable(scene, layer, buildingFootprint(building), top, owners.get(`${building.name}:roof`)!);
    return;
  }
  const parapet = 0.45;
  for (const unit of floor.units) {
    const owner = owners.get(unit.name)!;
    flat(scene, layer, unit.rect, top + parapet, { material: MAT_ROOF, owner });
    for (const side of SIDES) {
      for (const [from, to] of exteriorSpans(unit.rect, side, rects)) {
        wall(scene, layer, side, sideFixed(unit.rect, side), from, to, top, top + parapet, {
          material: MAT_PARAPET,
          owner,
        });
      }
    }
  }
  const coreOwner = owners.get(`${building.name}:core`)!;
  for (const core of floor.cores) {
    box(
      scene,
      layer,
      core,
      top,
      top + 2.4,
      { material: MAT_PLAIN_WALL, owner: coreOwner, params: [FACADE_MATERIAL[building.facade]] },
      { material: MAT_ROOF, owner: coreOwner },
    );
  }
}

function slope(scene: Scene, layer: TriangleList, corners: [Vec3, Vec3, Vec3, Vec3], owner: number) {
  const [a, b, , d] = corners;
  const u = normalize(sub(b, a));
  const v = normalize(sub(d, a));
  scene.quad(layer, corners, {
    material: MAT_ZINC,
    owner,
    normal: normalize(cross(u, v)),
    origin: a,
    u,
    v,
    twoSided: true,
  });
}

function addGable(scene: Scene, layer: TriangleList, rect: Rect, top: number, owner: number) {
  const zm = (rect.z0 + rect.z1) / 2;
  const half = (rect.z1 - rect.z0) / 2;
  const ridge = top + 4.2;
  const over = 0.45;
  const eave = top - (over * (ridge - top)) / half;
  const [xa, xb] = [rect.x0 - 0.3, rect.x1 + 0.3];
  slope(
    scene,
    layer,
    [
      vec3(xa, eave, rect.z1 + over),
      vec3(xb, eave, rect.z1 + over),
      vec3(xb, ridge, zm),
      vec3(xa, ridge, zm),
    ],
    owner,
  );
  slope(
    scene,
    layer,
    [
      vec3(xb, eave, rect.z0 - over),
      vec3(xa, eave, rect.z0 - over),
      vec3(xa, ridge, zm),
      vec3(xb, ridge, zm),
    ],
    owner,
  );
  for (const [x, side] of [
    [rect.x0, 'west'],
    [rect.x1, 'east'],
  ] as const) {
    const surface = scene.surfaces.add({
      material: MAT_BRICK,
      owner,
      normal: vec3(side === 'east' ? 1 : -1, 0, 0),
      origin: vec3(x, top, side === 'east' ? rect.z1 : rect.z0),
      u: vec3(0, 0, side === 'east' ? -1 : 1),
      v: vec3(0, 1, 0),
      params: [rect.z1 - rect.z0, FACADE_BLIND, 0, 9],
    });
    layer.add(vec3(x, top, rect.z0), vec3(x, top, rect.z1), vec3(x, ridge, zm), surface);
  }
}
