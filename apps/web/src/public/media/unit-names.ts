import type { TDomain, TFloor, TUnit } from '@vitrine/core';
import type { TurntableNames } from './turntable/v360-config.ts';

/** GET /unit/{id}?include=project,floor: the floor also carries its building. */
export type UnitWithPlace = TUnit & { floor?: TFloor };

export const unitWithPlaceUrl = (id: string) => `/unit/${encodeURIComponent(id)}?include=project,floor`;

/**
 * The names that locate a unit's 360 folder: project, building (from the floor's building, else
 * found in the domain by the floor's building id) and unit; null when one is missing.
 */
export function turntableNamesOf(
  unit: UnitWithPlace,
  domain?: Pick<TDomain, 'projects'>,
): TurntableNames | null {
  const buildingId = unit.floor?.building_id;
  const building =
    unit.floor?.building?.name ??
    domain?.projects
      ?.flatMap((project) => project.buildings ?? [])
      .find((candidate) => candidate.id === buildingId)?.name;
  const project = unit.project?.name;
  if (!project || !building || !unit.name) return null;
  return { project, building, unit: unit.name };
}
