import type { TDomain } from '@vitrine/core';
import { canOpenUnit } from '@vitrine/core/display-rules';
import { orbitalPath, projectPathName } from '@vitrine/core/orbital-path';

/**
 * Where the open-unit command sends the showcase: the unit's page with its sheet open, or why it
 * cannot (no such unit on this site; a unit whose sheet does not open: sold, reserved, not
 * clickable, or sheets off).
 */
export function unitPageOf(
  domain: TDomain,
  unitId: number,
): { path: string } | { error: 'unknown-unit' | 'unit-not-openable' } {
  for (const project of domain.projects ?? []) {
    for (const building of project.buildings ?? []) {
      for (const floor of building.floors ?? []) {
        const unit = floor.units?.find((candidate) => candidate.id === unitId);
        if (!unit) continue;
        if (unit.unit_id !== null || !canOpenUnit(unit, project.settings))
          return { error: 'unit-not-openable' };
        const place = { project: projectPathName(project), building: building.name, floor: floor.name };
        return { path: orbitalPath({ ...place, unit: unit.name, showUnit: true }) };
      }
    }
  }
  return { error: 'unknown-unit' };
}
