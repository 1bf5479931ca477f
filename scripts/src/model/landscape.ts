import type { Random } from './random.ts';
import { type FloorVolume, insideRect, type LandscapeBox, type Rect, type Tree } from './site-model.ts';

const HEDGE_WIDTH = 0.5;
const HEDGE_HEIGHT = 1.1;

/** Hedges around the private gardens in front of the south-facing ground-floor units. */
export function gardenHedges(
  groundFloor: FloorVolume,
  gardenStart: number,
  gardenEnd: number,
): LandscapeBox[] {
  const southEdge = Math.max(...groundFloor.units.map((unit) => unit.rect.z1));
  const gardens = groundFloor.units.filter((unit) => unit.rect.z1 === southEdge).map((unit) => unit.rect);
  const xs = [...new Set(gardens.flatMap((rect) => [rect.x0, rect.x1]))].sort((a, b) => a - b);
  const hedges: LandscapeBox[] = xs.map((x) => ({
    kind: 'hedge',
    rect: { x0: x - HEDGE_WIDTH / 2, x1: x + HEDGE_WIDTH / 2, z0: gardenStart + 2.5, z1: gardenEnd },
    height: HEDGE_HEIGHT,
  }));
  for (const garden of gardens) {
    hedges.push({
      kind: 'hedge',
      rect: { x0: garden.x0, x1: garden.x1 - 1.4, z0: gardenEnd - HEDGE_WIDTH, z1: gardenEnd },
      height: HEDGE_HEIGHT,
    });
  }
  return hedges;
}

const CAR_COLORS: [number, number, number][] = [
  [0.6, 0.6, 0.62],
  [0.05, 0.05, 0.06],
  [0.75, 0.75, 0.76],
  [0.35, 0.03, 0.03],
  [0.04, 0.1, 0.25],
  [0.4, 0.42, 0.45],
];

/** Parked cars in two-row bays (2.5 m wide, 5 m deep, aisle 6 m), about 60 % taken. */
export function carsInBays(random: Random, lot: Rect): LandscapeBox[] {
  const cars: LandscapeBox[] = [];
  for (let x = lot.x0 + 0.5; x + 5 <= lot.x1; x += 16) {
    for (const x0 of [x, x + 11]) {
      for (let z = lot.z0; z + 2.5 <= lot.z1; z += 2.5) {
        if (!random.chance(0.6)) continue;
        cars.push({
          kind: 'car',
          rect: { x0: x0 + 0.3, x1: x0 + 4.7, z0: z + 0.35, z1: z + 2.15 },
          height: 1.45,
          color: random.pick(CAR_COLORS),
        });
      }
    }
  }
  return cars;
}

function randomTree(random: Random, x: number, z: number): Tree {
  return random.chance(0.2)
    ? { x, z, height: random.between(11, 14), crownRadius: random.between(1.7, 2.2), shape: 'tall' }
    : { x, z, height: random.between(7.5, 10.5), crownRadius: random.between(2.9, 3.9), shape: 'round' };
}

/** Trees every `spacing` m along z = line.z, skipping the path crossings at `gaps` (x). */
export function treeRow(
  random: Random,
  line: { x0: number; x1: number; z: number },
  spacing: number,
  gaps: number[],
): Tree[] {
  const trees: Tree[] = [];
  for (let x = line.x0; x <= line.x1; x += spacing) {
    if (gaps.some((gap) => Math.abs(gap - x) < 4)) continue;
    const jitter = random.between(-0.6, 0.6);
    trees.push({ ...randomTree(random, x + jitter, line.z), shape: 'round' });
  }
  return trees;
}

/** `count` trees at random in `area`, away from the `keepClear` rects and from each other. */
export function scatterTrees(random: Random, area: Rect, count: number, keepClear: Rect[]): Tree[] {
  const trees: Tree[] = [];
  for (let attempt = 0; attempt < count * 40 && trees.length < count; attempt++) {
    const x = random.between(area.x0, area.x1);
    const z = random.between(area.z0, area.z1);
    if (keepClear.some((rect) => insideRect(rect, x, z, 2))) continue;
    if (trees.some((tree) => (tree.x - x) ** 2 + (tree.z - z) ** 2 < 49)) continue;
    trees.push(randomTree(random, x, z));
  }
  return trees;
}
