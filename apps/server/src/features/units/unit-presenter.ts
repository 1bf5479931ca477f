import type { TUnit } from '@vitrine/core/schemas/unit';
import type { PresentContext } from '../../presenters/present-context.ts';
import {
  presentPublicBuildingFields,
  presentPublicFloorFields,
  presentPublicProjectFields,
  presentPublicUnitFields,
} from '../../presenters/public-presenters.ts';
import { presentCategory, presentStatus } from '../../presenters/status-presenters.ts';
import type { UnitWithRelations } from './unit-repository.ts';

/**
 * A unit with status, category, project, and its floor (whose building names the 360 folder), as
 * the public site may show it (public-presenters.ts).
 */
export function presentUnitWithRelations(found: UnitWithRelations, ctx: PresentContext): TUnit {
  const floor = {
    ...presentPublicFloorFields(found.floor, ctx),
    building: presentPublicBuildingFields(found.building, ctx),
  };
  return {
    ...presentPublicUnitFields(found.unit, found.project, found.projectSettings, ctx),
    status: found.status ? presentStatus(found.status, ctx) : null,
    category: found.category ? presentCategory(found.category, ctx) : null,
    project: presentPublicProjectFields(found.project, ctx),
    floor,
  };
}
