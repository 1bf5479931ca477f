import {
  type Column,
  core,
  type FloorSpec,
  floorName,
  layoutFloor,
  split,
  through,
  westWing,
} from './floor-layout.ts';
import { carsInBays, gardenHedges, scatterTrees, treeRow } from './landscape.ts';
import type { Random } from './random.ts';
import type { BuildingVolume, GroundZone, LandscapeBox, SiteModel } from './site-model.ts';

const FLOOR_HEIGHT = 3;

/** Building A: 48 m × 14 m, a central stair core, two wings of apartments, penthouses on top. */
function buildingA(): BuildingVolume {
  const wings: [Column[], Column[]][] = [
    [
      [split(7.5), split(6.5), through(8)],
      [split(13), split(9)],
    ],
    [
      [split(8), split(7.5), split(6.5)],
      [split(11), through(11)],
    ],
    [
      [split(13), split(9)],
      [split(8), split(7.5), split(6.5)],
    ],
    [
      [split(11), through(11)],
      [split(7.5), split(6.5), through(8)],
    ],
  ];
  const floors = wings.map(([west, east], level) => {
    const spec: FloorSpec = {
      name: floorName(level),
      level,
      y0: level * FLOOR_HEIGHT,
      height: FLOOR_HEIGHT,
      role: level === 0 ? 'ground' : 'middle',
      columns: [...westWing(west), core(4), ...east],
      x0: -24,
      z0: -7,
      z1: 7,
    };
    return layoutFloor(spec, 'A');
  });
  const penthouses = layoutFloor(
    {
      name: floorName(4),
      level: 4,
      y0: 4 * FLOOR_HEIGHT,
      height: FLOOR_HEIGHT,
      role: 'top',
      columns: [through(16), core(4), through(8), through(8)],
      x0: -18,
      z0: -5,
      z1: 5,
    },
    'A',
  );
  const decks = [
    { x0: -24, x1: -2, z0: -7, z1: 7 },
    { x0: 2, x1: 10, z0: -7, z1: 7 },
    { x0: 10, x1: 24, z0: -7, z1: 7 },
  ];
  penthouses.units.forEach((unit, index) => {
    unit.deck = decks[index];
  });
  penthouses.cores = penthouses.cores.map((rect) => ({ ...rect, z0: -7, z1: 7 }));
  return {
    name: 'a',
    letter: 'A',
    parentName: null,
    facade: 'render',
    roof: 'flat',
    floors: [...floors, penthouses],
  };
}

/** Building B: a smaller brick house with a gable roof, east of A. */
function buildingB(): BuildingVolume {
  const rows: Column[][] = [
    [split(10), split(10)],
    [split(10), split(10)],
    [through(10), through(10)],
  ];
  const floors = rows.map((columns, level) =>
    layoutFloor(
      {
        name: floorName(level),
        level,
        y0: level * FLOOR_HEIGHT,
        height: FLOOR_HEIGHT,
        role: level === 0 ? 'ground' : 'middle',
        columns,
        x0: 30,
        z0: -4,
        z1: 10,
      },
      'B',
    ),
  );
  return { name: 'b', letter: 'B', parentName: 'a', facade: 'brick', roof: 'gable', floors };
}

const ZONES: GroundZone[] = [
  { kind: 'terrace', rect: { x0: -24, x1: 24, z0: 7, z1: 9.5 } },
  { kind: 'terrace', rect: { x0: -24, x1: 24, z0: -9.5, z1: -7 } },
  { kind: 'terrace', rect: { x0: 30, x1: 50, z0: 10, z1: 12.5 } },
  { kind: 'lawn', rect: { x0: -24, x1: 24, z0: 9.5, z1: 15 } },
  { kind: 'lawn', rect: { x0: 30, x1: 50, z0: 12.5, z1: 16 } },
  { kind: 'paving', rect: { x0: -1.5, x1: 1.5, z0: 7, z1: 23 } },
  { kind: 'paving', rect: { x0: 38.5, x1: 41.5, z0: 10, z1: 23 } },
  { kind: 'paving', rect: { x0: -28, x1: 54, z0: -14, z1: -9.5 } },
  { kind: 'paving', rect: { x0: 24, x1: 30, z0: -14, z1: 16 } },
  { kind: 'paving', rect: { x0: -28, x1: -24, z0: -14, z1: 16 } },
  { kind: 'paving', rect: { x0: 50, x1: 54, z0: -14, z1: 16 } },
  { kind: 'sidewalk', rect: { x0: -400, x1: 400, z0: 23, z1: 26 } },
  { kind: 'road', rect: { x0: -400, x1: 400, z0: 26, z1: 33 } },
  { kind: 'sidewalk', rect: { x0: -400, x1: 400, z0: 33, z1: 35 } },
  { kind: 'parking', rect: { x0: -60, x1: -32, z0: -12, z1: 18 } },
  { kind: 'gravel', rect: { x0: -400, x1: 400, z0: -40, z1: -37 } },
  { kind: 'water', rect: { x0: -400, x1: 400, z0: -75, z1: -44 } },
];

export function sambreSite(random: Random): SiteModel {
  const a = buildingA();
  const b = buildingB();
  const boxes: LandscapeBox[] = [
    ...gardenHedges(a.floors[0]!, 7, 15),
    ...gardenHedges(b.floors[0]!, 10, 16),
    ...carsInBays(random.fork('cars'), { x0: -58, x1: -34, z0: -10, z1: 16 }),
  ];
  const keepClear = [
    { x0: -30, x1: 56, z0: -16, z1: 17 },
    { x0: -62, x1: -30, z0: -14, z1: 20 },
    { x0: -400, x1: 400, z0: 22, z1: 36 },
    { x0: -400, x1: 400, z0: -76, z1: -36 },
  ];
  const trees = [
    ...treeRow(random.fork('street trees'), { x0: -90, x1: 110, z: 21 }, 9, [0, 40]),
    ...treeRow(random.fork('far street trees'), { x0: -90, x1: 110, z: 37.5 }, 11, []),
    ...treeRow(random.fork('towpath trees'), { x0: -120, x1: 140, z: -35 }, 10, []),
    ...scatterTrees(random.fork('park trees'), { x0: -80, x1: 100, z0: -34, z1: 20 }, 34, keepClear),
    ...scatterTrees(random.fork('far trees'), { x0: -160, x1: 180, z0: 40, z1: 110 }, 36, keepClear),
  ];
  return {
    project: 'sambre',
    buildings: [a, b],
    zones: ZONES,
    trees,
    boxes,
    viewpoints: [
      { name: 'jardin', x: -5.5, z: 13, eyeHeight: 1.7, heading: 0 },
      { name: 'parvis', x: 27, z: -12, eyeHeight: 1.7, heading: 200 },
      { name: 'rue', x: 12, z: 24.5, eyeHeight: 1.7, heading: 0 },
      { name: 'berge', x: 5, z: -38.5, eyeHeight: 1.7, heading: 180 },
    ],
  };
}
