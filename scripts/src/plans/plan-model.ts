import type { Rect } from '../model/site-model.ts';
import * as M from '../render/materials.ts';
import { Scene } from '../render/scene.ts';
import { box, flat, type Paint, wall as wall3 } from '../render/shapes.ts';
import { FURNITURE_PARAMS } from './plan-colors.ts';
import { type UnitLayout, wallPieces } from './unit-layout.ts';

export const PLAN_LAYER = 'plan';
/** Walls are cut at this height, like a section, so the rooms stay visible from above. */
const WALL_HEIGHT = 1.3;

/** A furnished 3D model of a unit type (plan x → world x, plan y → world z), for 3D plans and turntables. */
export function planScene(layout: UnitLayout): Scene {
  const scene = new Scene();
  const layer = scene.layer(PLAN_LAYER);
  const slab: Rect = { x0: -0.3, x1: layout.width + 0.3, z0: -0.3, z1: layout.depth + 0.3 };
  box(
    scene,
    layer,
    slab,
    -0.35,
    -0.01,
    { material: M.MAT_SLAB, owner: 0 },
    { material: M.MAT_SLAB, owner: 0 },
  );
  for (const room of layout.rooms) {
    const rect = { x0: room.rect.x0, x1: room.rect.x1, z0: room.rect.y0, z1: room.rect.y1 };
    flat(scene, layer, rect, 0, { material: room.floor === 'tiles' ? M.MAT_TILES : M.MAT_PARQUET, owner: 0 });
  }
  const wallPaint: Paint = { material: M.MAT_INNER_WALL, owner: 0 };
  const cutPaint: Paint = { material: M.MAT_METAL, owner: 0 };
  for (const wall of layout.walls) {
    const horizontal = wall.y0 === wall.y1;
    const half = wall.exterior ? 0.15 : 0.06;
    const start = horizontal ? Math.min(wall.x0, wall.x1) : Math.min(wall.y0, wall.y1);
    for (const [from, to, opening] of wallPieces(wall)) {
      const a = start + from;
      const b = start + to;
      const rect: Rect = horizontal
        ? { x0: a, x1: b, z0: wall.y0 - half, z1: wall.y0 + half }
        : { x0: wall.x0 - half, x1: wall.x0 + half, z0: a, z1: b };
      if (!opening) {
        box(scene, layer, rect, 0, WALL_HEIGHT, wallPaint, cutPaint);
      } else if (opening.kind === 'window') {
        box(scene, layer, rect, 0, 0.9, wallPaint, wallPaint);
        const glass: Paint = { material: M.MAT_RAILING, owner: 0, twoSided: true };
        if (horizontal) wall3(scene, layer, 'south', wall.y0, a, b, 0.9, WALL_HEIGHT, glass);
        else wall3(scene, layer, 'east', wall.x0, a, b, 0.9, WALL_HEIGHT, glass);
      }
    }
  }
  for (const piece of layout.furniture) {
    const rect = { x0: piece.rect.x0, x1: piece.rect.x1, z0: piece.rect.y0, z1: piece.rect.y1 };
    const paint: Paint = { material: M.MAT_FURNITURE, owner: 0, params: FURNITURE_PARAMS(piece.color) };
    box(scene, layer, rect, 0, piece.height, paint, paint);
    if (piece.kind === 'bed') {
      const pillow = { ...rect, z1: rect.z0 + 0.45, x0: rect.x0 + 0.1, x1: rect.x1 - 0.1 };
      const white: Paint = { material: M.MAT_FURNITURE, owner: 0, params: [0.8, 0.8, 0.78] };
      box(scene, layer, pillow, piece.height, piece.height + 0.12, white, white);
    }
  }
  return scene;
}
