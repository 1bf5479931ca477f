import type { TBuilding, TDomain, TFloor, TProject, TUnit } from '@vitrine/core';
import { sameRouteName } from '@vitrine/core/names';

import { projectPathName } from '@vitrine/core/orbital-path';

export { projectPathName };

export interface OrbitalParams {
  project?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  unit?: string | undefined;
}

export interface OrbitalPlace {
  project: TProject;
  building: TBuilding;
  /** Every building of the project (mains and subs, each once). */
  buildings: TBuilding[];
  /** The main building of the one shown (itself when it is a main building). */
  mainBuilding: TBuilding;
  /** Sub-buildings of the building shown (circles on the model). */
  subBuildings: TBuilding[];
  /** null: the full-building view. */
  floor: TFloor | null;
  floors: TFloor[];
  /** Every unit of the building, floor by floor. */
  units: TUnit[];
  unit: TUnit | null;
  /**
   * The building, floor or unit was named by a name it had before a rename: the page redirects to
   * its current name.
   */
  renamed: boolean;
  /** A name of the route that names nothing (shown instead: the default), to tell the visitor. */
  notFound: { kind: 'place' | 'unit'; name: string } | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** All buildings of a project, whether the API nests sub-buildings or lists them flat. */
export function projectBuildings(project: TProject): TBuilding[] {
  const byId = new Map<number, TBuilding>();
  const visit = (buildings: readonly TBuilding[] | undefined) => {
    for (const building of buildings ?? []) {
      if (!byId.has(building.id)) byId.set(building.id, building);
      visit(building.buildings);
    }
  };
  visit(project.buildings);
  return [...byId.values()].sort((a, b) => a.order_column - b.order_column);
}

function pickProject(domain: TDomain, name: string | undefined, host: string): TProject | null {
  const projects = domain.projects ?? [];
  if (name) {
    const named = projects.find((project) => namesProject(project, name));
    if (named) return named;
  }
  return (
    projects.find((project) => project.domain?.host && same(project.domain.host, host)) ?? projects[0] ?? null
  );
}

/** The row a route segment names: by its name, else by a name it had before a rename. */
function named<T extends { name: string; former_names?: string[] | undefined }>(
  rows: readonly T[],
  segment: string,
): { row: T; renamed: boolean } | null {
  const current = rows.find((row) => sameRouteName(row.name, segment));
  if (current) return { row: current, renamed: false };
  const former = rows.find((row) => row.former_names?.some((name) => sameRouteName(name, segment)));
  return former ? { row: former, renamed: true } : null;
}

function pickBuilding(buildings: readonly TBuilding[], name: string | undefined): TBuilding | null {
  if (name) {
    const found = named(buildings, name);
    if (found) return found.row;
  }
  if (buildings.length === 1) return buildings[0] ?? null;
  return buildings.find((building) => building.building_id === null) ?? buildings[0] ?? null;
}

/**
 * The project, building, floor and unit shown by /orbital/{project?}/{building?}/{floor?}/{unit?}
 * (front office §2): defaults to the host's project, the main building and the full view. An
 * unknown project, building or floor falls back to those defaults and is named in `notFound`
 * (as is an unknown unit). Null when the domain has no project.
 */
export function resolveOrbitalPlace(
  domain: TDomain,
  params: OrbitalParams,
  host: string,
): OrbitalPlace | null {
  const project = pickProject(domain, params.project, host);
  if (!project) return null;
  const buildings = projectBuildings(project);
  const building = pickBuilding(buildings, params.building);
  if (!building) return null;
  const floors = [...(building.floors ?? [])].sort((a, b) => a.order - b.order);
  const floorName = params.floor && params.floor !== 'full' ? params.floor : null;
  const namedFloor = floorName ? named(floors, floorName) : null;
  const floor = namedFloor?.row ?? null;
  const buildingRenamed =
    Boolean(params.building) && named([building], params.building ?? '')?.renamed === true;
  const units = floors.flatMap((candidate) => candidate.units ?? []);
  const unitName = params.unit;
  const current = unitName
    ? (units.find((candidate) => candidate.name === unitName) ??
      units.find((candidate) => same(candidate.name, unitName)) ??
      null)
    : null;
  const renamed =
    unitName && !current
      ? (units.find((candidate) => candidate.former_names?.some((former) => same(former, unitName))) ?? null)
      : null;
  const unit = current ?? renamed;
  const notFound = firstNotFound([
    ['place', params.project, Boolean(params.project) && !namesProject(project, params.project ?? '')],
    ['place', params.building, Boolean(params.building) && !named([building], params.building ?? '')],
    ['place', floorName ?? undefined, floorName !== null && floor === null],
    ['unit', params.unit, Boolean(params.unit) && unit === null],
  ]);
  const mainBuilding =
    (building.building_id !== null && buildings.find((candidate) => candidate.id === building.building_id)) ||
    building;
  const subBuildings = buildings.filter((candidate) => candidate.building_id === building.id);
  return {
    project,
    building,
    buildings,
    mainBuilding,
    subBuildings,
    floor,
    floors,
    units,
    unit,
    renamed: renamed !== null || buildingRenamed || namedFloor?.renamed === true,
    notFound,
  };
}

function namesProject(project: TProject, name: string): boolean {
  return sameRouteName(projectPathName(project), name) || sameRouteName(project.name, name);
}

function firstNotFound(checks: ['place' | 'unit', string | undefined, boolean][]): OrbitalPlace['notFound'] {
  const missing = checks.find(([, name, unknown]) => unknown && name);
  return missing ? { kind: missing[0], name: missing[1] as string } : null;
}

/** The floor a unit stands on (for the route pushed when it is selected). */
export function floorOfUnit(
  place: Pick<OrbitalPlace, 'floors'>,
  unit: Pick<TUnit, 'floor_id'>,
): TFloor | null {
  return place.floors.find((floor) => floor.id === unit.floor_id) ?? null;
}
