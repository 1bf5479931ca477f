import type { FloorVolume, Outdoor, Rect, Side, UnitVolume } from './site-model.ts';

/** A slice of a floor along x: split into a south and a north unit, one through unit, or a stair core. */
export interface Column {
  width: number;
  kind: 'split' | 'through' | 'core';
}

export type FloorRole = 'ground' | 'middle' | 'top';

export interface FloorSpec {
  name: string;
  level: number;
  y0: number;
  height: number;
  role: FloorRole;
  /** west → east, starting at x0 */
  columns: Column[];
  x0: number;
  /** footprint depth: north edge z0, south edge z1; split units meet at the middle */
  z0: number;
  z1: number;
}

/**
 * Cuts a floor into units: columns west → east, split columns give a south and a north unit.
 * Units are numbered around the floor: the south row west → east, then the north row east → west.
 */
export function layoutFloor(spec: FloorSpec, letter: string): FloorVolume {
  const zMid = (spec.z0 + spec.z1) / 2;
  const south: Rect[] = [];
  const north: Rect[] = [];
  const cores: Rect[] = [];
  let x = spec.x0;
  for (const column of spec.columns) {
    const x1 = x + column.width;
    if (column.kind === 'core') cores.push({ x0: x, x1, z0: spec.z0, z1: spec.z1 });
    else if (column.kind === 'through') south.push({ x0: x, x1, z0: spec.z0, z1: spec.z1 });
    else {
      south.push({ x0: x, x1, z0: zMid, z1: spec.z1 });
      north.push({ x0: x, x1, z0: spec.z0, z1: zMid });
    }
    x = x1;
  }
  const rects = [...south, ...north.reverse()];
  const units: UnitVolume[] = rects.map((rect, index) => ({
    name: `${letter}.${spec.level}.${String(index + 1).padStart(2, '0')}`,
    rect,
    ...outdoorFor(spec, rect),
  }));
  return { name: spec.name, level: spec.level, y0: spec.y0, height: spec.height, units, cores };
}

function outdoorFor(spec: FloorSpec, rect: Rect): { outdoor: Outdoor; outdoorSides: Side[] } {
  const facesSouth = rect.z1 === spec.z1;
  const facesNorth = rect.z0 === spec.z0;
  if (spec.role === 'ground') {
    return facesSouth
      ? { outdoor: 'garden', outdoorSides: ['south'] }
      : { outdoor: 'terrace', outdoorSides: ['north'] };
  }
  if (spec.role === 'top') return { outdoor: 'terrace', outdoorSides: ['south', 'north'] };
  if (facesSouth) return { outdoor: 'balcony', outdoorSides: facesNorth ? ['south', 'north'] : ['south'] };
  return { outdoor: 'loggia', outdoorSides: ['north'] };
}

/** Floor names: level 0 is "rez", then "etage-1", "etage-2", … */
export function floorName(level: number): string {
  return level === 0 ? 'rez' : `etage-${level}`;
}

/** Columns of one wing listed from the core outward, turned west → east for a west wing. */
export function westWing(columnsFromCore: Column[]): Column[] {
  return [...columnsFromCore].reverse();
}

export const split = (width: number): Column => ({ width, kind: 'split' });
export const through = (width: number): Column => ({ width, kind: 'through' });
export const core = (width: number): Column => ({ width, kind: 'core' });
