import {
  type BuildingVolume,
  buildingFootprint,
  type FloorVolume,
  type Side,
  type UnitVolume,
} from '../model/site-model.ts';
import { MAT_DECK, MAT_METAL, MAT_PLAIN_WALL, MAT_RAILING, MAT_SLAB, MAT_SOFFIT } from './materials.ts';
import type { Scene, TriangleList } from './scene.ts';
import { box, flat, type Paint, wall } from './shapes.ts';
import { outwardRect, sideFixed } from './wall-spans.ts';

/** Glass balustrade panels along the outer edges of a slab, plus a thin metal handrail. */
export function railing(
  scene: Scene,
  layer: TriangleList,
  edges: [Side, number, number, number][],
  y: number,
  owner: number,
) {
  for (const [side, fixed, from, to] of edges) {
    wall(scene, layer, side, fixed, from, to, y, y + 1.0, { material: MAT_RAILING, owner, twoSided: true });
    wall(scene, layer, side, fixed, from, to, y + 1.0, y + 1.06, {
      material: MAT_METAL,
      owner,
      twoSided: true,
    });
  }
}

export function outdoorSlab(
  scene: Scene,
  layer: TriangleList,
  unit: UnitVolume,
  side: Side,
  span: [number, number],
  y: number,
  owner: number,
  facade: number,
) {
  const loggia = unit.outdoor === 'loggia';
  const fixed = sideFixed(unit.rect, side);
  const [from, to] = [span[0] + 0.5, span[1] - 0.5];
  if (to - from < 1.5) return;
  const depth = loggia ? 1.3 : 1.6;
  const rect = outwardRect(side, fixed, from, to, depth);
  box(
    scene,
    layer,
    rect,
    y - 0.22,
    y,
    { material: MAT_SLAB, owner },
    { material: MAT_SLAB, owner },
    {
      material: MAT_SOFFIT,
      owner,
    },
  );
  const outer = sideFixed(rect, side);
  const ends: [Side, Side] = side === 'south' || side === 'north' ? ['west', 'east'] : ['north', 'south'];
  const alongX = side === 'south' || side === 'north';
  const lo = alongX ? rect.x0 : rect.z0;
  const hi = alongX ? rect.x1 : rect.z1;
  const across: [number, number] = alongX ? [rect.z0, rect.z1] : [rect.x0, rect.x1];
  const edges: [Side, number, number, number][] = [
    [side, outer, lo, hi],
    [ends[0], lo, across[0], across[1]],
    [ends[1], hi, across[0], across[1]],
  ];
  if (loggia) {
    const paint: Paint = { material: MAT_PLAIN_WALL, owner, params: [facade] };
    for (const [edgeSide, edgeFixed, a, b] of edges) {
      wall(scene, layer, edgeSide, edgeFixed, a, b, y, y + 1.05, { ...paint, twoSided: true });
    }
    flat(scene, layer, rect, y + 1.05, { material: MAT_METAL, owner });
  } else {
    railing(scene, layer, edges, y, owner);
  }
}

export function addDeck(
  scene: Scene,
  layer: TriangleList,
  building: BuildingVolume,
  floor: FloorVolume,
  unit: UnitVolume,
  owner: number,
) {
  const deck = unit.deck!;
  const below = buildingFootprint({
    ...building,
    floors: building.floors.filter((f) => f.level < floor.level),
  });
  flat(scene, layer, deck, floor.y0 + 0.06, { material: MAT_DECK, owner });
  const edges: [Side, number, number, number][] = [];
  if (deck.z1 === below.z1) edges.push(['south', deck.z1, deck.x0, deck.x1]);
  if (deck.z0 === below.z0) edges.push(['north', deck.z0, deck.x0, deck.x1]);
  if (deck.x1 === below.x1) edges.push(['east', deck.x1, deck.z0, deck.z1]);
  if (deck.x0 === below.x0) edges.push(['west', deck.x0, deck.z0, deck.z1]);
  railing(scene, layer, edges, floor.y0 + 0.06, owner);
}
