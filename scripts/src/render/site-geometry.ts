import { hashString } from '../model/random.ts';
import {
  type BuildingVolume,
  buildingFootprint,
  type FloorVolume,
  floorTop,
  type Rect,
  type Side,
  type SiteModel,
  type UnitVolume,
} from '../model/site-model.ts';
import {
  FACADE_BLIND,
  FACADE_HAS_DOORS,
  MAT_BRICK,
  MAT_CAR,
  MAT_CAR_GLASS,
  MAT_CLADDING,
  MAT_CORE,
  MAT_CROWN,
  MAT_CUT,
  MAT_DECK,
  MAT_HEDGE,
  MAT_METAL,
  MAT_PARAPET,
  MAT_PLAIN_WALL,
  MAT_RAILING,
  MAT_RENDER,
  MAT_ROOF,
  MAT_SLAB,
  MAT_SOFFIT,
  MAT_TRUNK,
  MAT_ZINC,
} from './materials.ts';
import { Scene, type TriangleList } from './scene.ts';
import { box, ellipsoid, flat, type Paint, wall } from './shapes.ts';
import { cross, normalize, sub, type Vec3, vec3 } from './vector.ts';

export const ENV_LAYER = 'env';
export const floorLayer = (building: string, floor: string) => `${building}/${floor}`;
export const roofLayer = (building: string) => `${building}/roof`;

const SIDES: Side[] = ['south', 'north', 'east', 'west'];
const FACADE_MATERIAL = { render: MAT_RENDER, brick: MAT_BRICK, cladding: MAT_CLADDING } as const;

/** Parts of a rect's side not covered by a neighbour on the same floor: [from, to] spans. */
export function exteriorSpans(rect: Rect, side: Side, neighbours: Rect[]): [number, number][] {
  const eps = 1e-6;
  const alongX = side === 'south' || side === 'north';
  const [from, to] = alongX ? [rect.x0, rect.x1] : [rect.z0, rect.z1];
  const touching = neighbours.filter((other) => {
    if (other === rect) return false;
    if (side === 'south') return Math.abs(other.z0 - rect.z1) < eps;
    if (side === 'north') return Math.abs(other.z1 - rect.z0) < eps;
    if (side === 'east') return Math.abs(other.x0 - rect.x1) < eps;
    return Math.abs(other.x1 - rect.x0) < eps;
  });
  let spans: [number, number][] = [[from, to]];
  for (const other of touching) {
    const [c0, c1] = alongX ? [other.x0, other.x1] : [other.z0, other.z1];
    spans = spans.flatMap(([a, b]): [number, number][] => {
      if (c1 <= a + eps || c0 >= b - eps) return [[a, b]];
      const parts: [number, number][] = [];
      if (c0 > a + eps) parts.push([a, c0]);
      if (c1 < b - eps) parts.push([c1, b]);
      return parts;
    });
  }
  return spans;
}

function sideFixed(rect: Rect, side: Side): number {
  return side === 'south' ? rect.z1 : side === 'north' ? rect.z0 : side === 'east' ? rect.x1 : rect.x0;
}

/** The rect of a slab sticking out `depth` m from a span of a side. */
function outwardRect(side: Side, fixed: number, from: number, to: number, depth: number): Rect {
  if (side === 'south') return { x0: from, x1: to, z0: fixed, z1: fixed + depth };
  if (side === 'north') return { x0: from, x1: to, z0: fixed - depth, z1: fixed };
  if (side === 'east') return { x0: fixed, x1: fixed + depth, z0: from, z1: to };
  return { x0: fixed - depth, x1: fixed, z0: from, z1: to };
}

/** Glass balustrade panels along the outer edges of a slab, plus a thin metal handrail. */
function railing(
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

function outdoorSlab(
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

function addFloor(scene: Scene, building: BuildingVolume, floor: FloorVolume, owners: Map<string, number>) {
  const layer = scene.layer(floorLayer(building.name, floor.name));
  const rects = [...floor.units.map((unit) => unit.rect), ...floor.cores];
  const facade = FACADE_MATERIAL[building.facade];
  const top = floorTop(floor);
  const isTop = floor === building.floors[building.floors.length - 1];
  for (const unit of floor.units) {
    const owner = owners.get(unit.name)!;
    const seed = hashString(unit.name) % 1000;
    for (const side of SIDES) {
      for (const [from, to] of exteriorSpans(unit.rect, side, rects)) {
        const doors = unit.outdoorSides.includes(side) ? FACADE_HAS_DOORS : 0;
        wall(scene, layer, side, sideFixed(unit.rect, side), from, to, floor.y0, top, {
          material: facade,
          owner,
          params: [to - from, doors, seed + SIDES.indexOf(side), floor.level, floor.height],
        });
        const hasSlab = unit.outdoor === 'balcony' || unit.outdoor === 'loggia';
        if (hasSlab && unit.outdoorSides.includes(side) && floor.level > 0) {
          outdoorSlab(scene, layer, unit, side, [from, to], floor.y0, owner, facade);
        }
      }
    }
    flat(scene, layer, unit.rect, top, {
      material: MAT_CUT,
      owner,
      params: [unit.rect.x1 - unit.rect.x0, unit.rect.z1 - unit.rect.z0, 0, 0],
    });
    if (unit.deck) addDeck(scene, layer, building, floor, unit, owner);
  }
  const coreOwner = owners.get(`${building.name}:core`)!;
  for (const core of floor.cores) {
    for (const side of SIDES) {
      for (const [from, to] of exteriorSpans(core, side, rects)) {
        wall(scene, layer, side, sideFixed(core, side), from, to, floor.y0, top, {
          material: MAT_CORE,
          owner: coreOwner,
          params: [to - from, 0, 0, floor.level, floor.height],
        });
      }
    }
    flat(scene, layer, core, top, {
      material: MAT_CUT,
      owner: coreOwner,
      params: [core.x1 - core.x0, core.z1 - core.z0, 1, 0],
    });
  }
  if (isTop) addRoof(scene, building, floor, owners, rects);
}

function addDeck(
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

function addRoof(
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

function addLandscape(scene: Scene, site: SiteModel) {
  const layer = scene.layer(ENV_LAYER);
  for (const item of site.boxes) {
    if (item.kind === 'car') {
      const [r, g, b] = item.color ?? [0.5, 0.5, 0.5];
      const body: Paint = { material: MAT_CAR, owner: 0, params: [r, g, b, 0] };
      box(scene, layer, item.rect, 0.3, 0.95, body, body);
      const cabin = {
        x0: item.rect.x0 + 1.0,
        x1: item.rect.x1 - 0.9,
        z0: item.rect.z0 + 0.12,
        z1: item.rect.z1 - 0.12,
      };
      const glass: Paint = { material: MAT_CAR_GLASS, owner: 0 };
      box(scene, layer, cabin, 0.95, item.height, glass, body);
    } else {
      const paint: Paint = { material: MAT_HEDGE, owner: 0 };
      box(scene, layer, item.rect, 0, item.height, paint, paint);
    }
  }
  site.trees.forEach((tree, index) => {
    const trunk = { x0: tree.x - 0.14, x1: tree.x + 0.14, z0: tree.z - 0.14, z1: tree.z + 0.14 };
    const r = tree.crownRadius;
    const tall = tree.shape === 'tall';
    const crownY = tall ? (tree.height + 2.2) / 2 : tree.height - r;
    const radiusY = tall ? (tree.height - 2.2) / 2 : r * 0.9;
    box(scene, layer, trunk, 0, crownY, { material: MAT_TRUNK, owner: 0 }, { material: MAT_TRUNK, owner: 0 });
    const crown: Paint = { material: MAT_CROWN, owner: 0, params: [index * 7.31], twoSided: true };
    ellipsoid(scene, layer, vec3(tree.x, crownY, tree.z), r, radiusY, crown);
    if (tall) return;
    // two smaller lobes make the silhouette irregular
    const angle = index * 2.39;
    for (const [turn, lift, size] of [
      [0, 0.35, 0.62],
      [2.4, -0.2, 0.55],
    ] as const) {
      const a = angle + turn;
      const centre = vec3(
        tree.x + Math.cos(a) * r * 0.55,
        crownY + lift * r,
        tree.z + Math.sin(a) * r * 0.55,
      );
      ellipsoid(scene, layer, centre, r * size, r * size * 0.9, crown);
    }
  });
}

/** Owner ids of a site: one per unit, one per building core and roof. */
export interface SiteScene {
  scene: Scene;
  site: SiteModel;
  /** owner id by unit name, "<building>:core" and "<building>:roof" */
  owners: Map<string, number>;
}

export function buildSiteScene(site: SiteModel): SiteScene {
  const scene = new Scene();
  const owners = new Map<string, number>();
  for (const building of site.buildings) {
    owners.set(`${building.name}:core`, scene.owner(building.name, null));
    owners.set(`${building.name}:roof`, scene.owner(building.name, null));
    for (const floor of building.floors) {
      for (const unit of floor.units) owners.set(unit.name, scene.owner(building.name, unit.name));
    }
  }
  addLandscape(scene, site);
  for (const building of site.buildings) {
    for (const floor of building.floors) addFloor(scene, building, floor, owners);
  }
  return { scene, site, owners };
}
