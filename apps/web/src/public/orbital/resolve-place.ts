import type { TBuilding, TDomain, TFloor, TProject, TUnit } from '@vitrine/core';

/** A project's name in routes: its (French) name in lower case. */
export function projectPathName(project: Pick<TProject, 'name' | 'translatable'>): string {
  return (project.translatable?.name?.fr || project.name).toLowerCase();
}

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
    const named = projects.find(
      (project) => same(projectPathName(project), name) || same(project.name, name),
    );
    if (named) return named;
  }
  return (
    projects.find((project) => project.domain?.host && same(project.domain.host, host)) ?? projects[0] ?? null
  );
}

function pickBuilding(buildings: readonly TBuilding[], name: string | undefined): TBuilding | null {
  if (name) {
    const named = buildings.find((building) => same(building.name, name));
    if (named) return named;
  }
  if (buildings.length === 1) return buildings[0] ?? null;
  return buildings.find((building) => building.building_id === null) ?? buildings[0] ?? null;
}

/**
 * The project, building, floor and unit shown by /orbital/{project?}/{building?}/{floor?}/{unit?}
 * (front office §2): defaults to the host's project, the main building and the full view. An
 * unknown building or floor falls back to those defaults. Null when the domain has no project.
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
  const floor = floorName ? (floors.find((candidate) => same(candidate.name, floorName)) ?? null) : null;
  const units = floors.flatMap((candidate) => candidate.units ?? []);
  const unit = params.unit
    ? (units.find((candidate) => candidate.name === params.unit) ??
      units.find((candidate) => same(candidate.name, params.unit as string)) ??
      null)
    : null;
  const mainBuilding =
    (building.building_id !== null && buildings.find((candidate) => candidate.id === building.building_id)) ||
    building;
  const subBuildings = buildings.filter((candidate) => candidate.building_id === building.id);
  return { project, building, buildings, mainBuilding, subBuildings, floor, floors, units, unit };
}

/** The floor a unit stands on (for the route pushed when it is selected). */
export function floorOfUnit(
  place: Pick<OrbitalPlace, 'floors'>,
  unit: Pick<TUnit, 'floor_id'>,
): TFloor | null {
  return place.floors.find((floor) => floor.id === unit.floor_id) ?? null;
}
