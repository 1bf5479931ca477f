import { floorName, layoutFloor, through } from './floor-layout.ts';
import { scatterTrees, treeRow } from './landscape.ts';
import type { Random } from './random.ts';
import type { BuildingVolume, GroundZone, SiteModel } from './site-model.ts';

/** The second corporation's small project: one clad building of two floors on a river quay. */
function quayBuilding(): BuildingVolume {
  const rows = [
    [through(6), through(9), through(9)],
    [through(6), through(7), through(11)],
  ];
  const floors = rows.map((columns, level) =>
    layoutFloor(
      {
        name: floorName(level),
        level,
        y0: level * 3.2,
        height: 3.2,
        role: 'middle',
        columns,
        x0: -12,
        z0: -5.5,
        z1: 5.5,
      },
      'Q',
    ),
  );
  for (const unit of floors[0]!.units) {
    unit.outdoor = 'terrace';
    unit.outdoorSides = ['north'];
  }
  for (const unit of floors[1]!.units) {
    unit.outdoor = 'balcony';
    unit.outdoorSides = ['north'];
  }
  return { name: 'quai', letter: 'Q', parentName: null, facade: 'cladding', roof: 'flat', floors };
}

const ZONES: GroundZone[] = [
  { kind: 'terrace', rect: { x0: -12, x1: 12, z0: -8.5, z1: -5.5 } },
  { kind: 'paving', rect: { x0: -300, x1: 300, z0: -16, z1: -8.5 } },
  { kind: 'paving', rect: { x0: -15, x1: 15, z0: -8.5, z1: 9 } },
  { kind: 'water', rect: { x0: -300, x1: 300, z0: -80, z1: -17 } },
  { kind: 'sidewalk', rect: { x0: -300, x1: 300, z0: 12, z1: 14 } },
  { kind: 'road', rect: { x0: -300, x1: 300, z0: 14, z1: 21 } },
];

export function meuseSite(random: Random): SiteModel {
  const keepClear = [
    { x0: -17, x1: 17, z0: -18, z1: 11 },
    { x0: -300, x1: 300, z0: -80, z1: -14 },
    { x0: -300, x1: 300, z0: 11, z1: 22 },
  ];
  return {
    project: 'meuse',
    buildings: [quayBuilding()],
    zones: ZONES,
    trees: [
      ...treeRow(random.fork('quay trees'), { x0: -60, x1: 60, z: -12 }, 12, [0]),
      ...scatterTrees(random.fork('meuse trees'), { x0: -70, x1: 70, z0: -10, z1: 60 }, 22, keepClear),
    ],
    boxes: [],
    viewpoints: [{ name: 'quai', x: 0, z: -14, eyeHeight: 1.7, heading: 180 }],
  };
}
