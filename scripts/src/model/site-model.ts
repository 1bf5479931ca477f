/**
 * The demo development in 3D, in metres: x points east, y up, z south. Buildings are stacks of
 * floors; a floor is a set of unit footprints (plus stair cores) extruded over the floor height.
 * The renderer, the polygon projection, the plans and the manifest all read this one model.
 */

export type Side = 'north' | 'south' | 'east' | 'west';

/** An axis-aligned footprint: x0 < x1 (west → east), z0 < z1 (north → south). */
export interface Rect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

export type Outdoor = 'garden' | 'terrace' | 'balcony' | 'loggia';

export interface UnitVolume {
  /** "A.1.03": building letter, floor level, number on the floor */
  name: string;
  rect: Rect;
  /** outdoor space and the facades it sits on */
  outdoor: Outdoor | null;
  outdoorSides: Side[];
  /** a top-floor unit whose terrace is a deck around it, up to this rect */
  deck?: Rect;
}

export interface FloorVolume {
  /** "rez", "etage-1", … */
  name: string;
  level: number;
  /** height of the floor slab above ground */
  y0: number;
  height: number;
  units: UnitVolume[];
  /** stair and lift cores (not units) */
  cores: Rect[];
}

export type FacadeMaterial = 'render' | 'brick' | 'cladding';

export interface BuildingVolume {
  /** lower-case building name, as in storage paths: "a", "b" */
  name: string;
  /** upper-case letter used in unit names */
  letter: string;
  parentName: string | null;
  facade: FacadeMaterial;
  roof: 'flat' | 'gable';
  floors: FloorVolume[];
}

export type GroundKind = 'paving' | 'terrace' | 'lawn' | 'road' | 'sidewalk' | 'water' | 'parking' | 'gravel';

/** A patch of ground material; the first zone containing a point wins, else meadow. */
export interface GroundZone {
  kind: GroundKind;
  rect: Rect;
}

export interface Tree {
  x: number;
  z: number;
  height: number;
  crownRadius: number;
  shape: 'round' | 'tall';
}

/** A hedge, low wall or any plain box of the landscape. */
export interface LandscapeBox {
  kind: 'hedge' | 'car' | 'bench';
  rect: Rect;
  height: number;
  /** paint colour for cars, as linear RGB 0..1 */
  color?: [number, number, number];
}

export interface SiteModel {
  /** lower-case project name, as in storage paths */
  project: string;
  buildings: BuildingVolume[];
  zones: GroundZone[];
  trees: Tree[];
  boxes: LandscapeBox[];
  /** where the camera looks for the cyclorama and tours: named eye points */
  viewpoints: { name: string; x: number; z: number; eyeHeight: number; heading: number }[];
}

export function rectWidth(rect: Rect): number {
  return rect.x1 - rect.x0;
}

export function rectDepth(rect: Rect): number {
  return rect.z1 - rect.z0;
}

export function rectArea(rect: Rect): number {
  return rectWidth(rect) * rectDepth(rect);
}

export function insideRect(rect: Rect, x: number, z: number, margin = 0): boolean {
  return x >= rect.x0 - margin && x <= rect.x1 + margin && z >= rect.z0 - margin && z <= rect.z1 + margin;
}

export function floorTop(floor: FloorVolume): number {
  return floor.y0 + floor.height;
}

export function buildingHeight(building: BuildingVolume): number {
  const top = building.floors[building.floors.length - 1];
  return top ? floorTop(top) : 0;
}

/** The rect covering every unit and core of every floor. */
export function buildingFootprint(building: BuildingVolume): Rect {
  const rects = building.floors.flatMap((floor) => [...floor.units.map((unit) => unit.rect), ...floor.cores]);
  return boundingRect(rects);
}

export function boundingRect(rects: readonly Rect[]): Rect {
  return {
    x0: Math.min(...rects.map((rect) => rect.x0)),
    x1: Math.max(...rects.map((rect) => rect.x1)),
    z0: Math.min(...rects.map((rect) => rect.z0)),
    z1: Math.max(...rects.map((rect) => rect.z1)),
  };
}

export function allUnits(building: BuildingVolume): UnitVolume[] {
  return building.floors.flatMap((floor) => floor.units);
}
