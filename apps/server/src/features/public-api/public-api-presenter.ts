import { canOpenUnit } from '@vitrine/core/display-rules';
import { orbitalPath, projectPathName } from '@vitrine/core/orbital-path';
import type { TBuilding } from '@vitrine/core/schemas/building';
import type { TDomain } from '@vitrine/core/schemas/domain';
import type { TProject } from '@vitrine/core/schemas/project';
import type { TPublicApiUnit } from '@vitrine/core/schemas/public-api';
import type { TUnit } from '@vitrine/core/schemas/unit';
import { isClickableStatus } from '@vitrine/core/status';

// The read API's answers, made from the site's own tree (GET /domain's presenter), so that a
// price or a sheet the site hides stays hidden here too.

type Floor = NonNullable<TBuilding['floors']>[number];

/** A unit the site's results list shows: a top-level unit whose status can be pointed at (not 7). */
export function isListedUnit(unit: Pick<TUnit, 'unit_id' | 'status_id'>): boolean {
  return unit.unit_id === null && isClickableStatus(unit.status_id);
}

export function presentApiProjectSummary(project: TProject) {
  const path = orbitalPath({ project: projectPathName(project) });
  return { id: project.id, name: project.name, path, embed_path: `/embed${path}` };
}

export function presentApiUnit(
  project: TProject,
  building: TBuilding,
  floor: Floor,
  unit: TUnit,
): TPublicApiUnit {
  const opens = canOpenUnit(unit, project.settings);
  return {
    id: unit.id,
    name: unit.name,
    fullname: unit.fullname,
    project_id: project.id,
    building_id: building.id,
    floor_id: floor.id,
    status: unit.status ? { id: unit.status.id, name: unit.status.name, color: unit.status.color } : null,
    opens,
    bedrooms: unit.bedrooms,
    surface: unit.surface,
    price: unit.price,
    price_detail: unit.price_detail,
    category_id: unit.category_id,
    has_garden: unit.has_garden,
    has_terrace: unit.has_terrace,
    has_balcony: unit.has_balcony,
    has_loggia: unit.has_loggia,
    path: orbitalPath({
      project: projectPathName(project),
      building: building.name,
      floor: floor.name,
      unit: unit.name,
      showUnit: opens,
    }),
  };
}

/** Every listed unit of a project with its place, in the site's order. */
export function listedUnitsOf(project: TProject) {
  return (project.buildings ?? []).flatMap((building) =>
    (building.floors ?? []).flatMap((floor) =>
      (floor.units ?? []).filter(isListedUnit).map((unit) => ({ building, floor, unit })),
    ),
  );
}

/** The project's structure: buildings, floors and the ids of their listed units. */
export function presentApiProject(project: TProject) {
  return {
    ...presentApiProjectSummary(project),
    statuses: (project.statuses ?? []).map((status) => ({
      id: status.id,
      name: status.name,
      color: status.color,
    })),
    buildings: (project.buildings ?? []).map((building) => ({
      id: building.id,
      name: building.name,
      description: building.description,
      building_id: building.building_id,
      floors: (building.floors ?? []).map((floor) => ({
        id: floor.id,
        name: floor.name,
        description: floor.description,
        unit_ids: (floor.units ?? []).filter(isListedUnit).map((unit) => unit.id),
      })),
    })),
  };
}

/** A listed unit of the site by id, with its project, building and floor; undefined otherwise. */
export function findListedUnit(site: TDomain, unitId: number) {
  for (const project of site.projects ?? []) {
    const found = listedUnitsOf(project).find(({ unit }) => unit.id === unitId);
    if (found) return { project, ...found };
  }
  return undefined;
}
