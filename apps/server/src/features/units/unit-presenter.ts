import type { TUnit } from '@vitrine/core/schemas/unit';
import {
  presentBuildingFields,
  presentFloorFields,
  presentProjectFields,
  presentUnitFields,
} from '../../presenters/catalogue-presenters.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { presentCategory, presentStatus } from '../../presenters/status-presenters.ts';
import type { UnitWithRelations } from './unit-repository.ts';

/** A unit with status, category, project, and its floor (whose building names the 360 folder). */
export function presentUnitWithRelations(found: UnitWithRelations, ctx: PresentContext): TUnit {
  const floor = {
    ...presentFloorFields(found.floor, ctx),
    building: presentBuildingFields(found.building, ctx),
  };
  return {
    ...presentUnitFields(found.unit, ctx),
    status: found.status ? presentStatus(found.status, ctx) : null,
    category: found.category ? presentCategory(found.category, ctx) : null,
    project: presentProjectFields(found.project, ctx),
    floor,
  };
}
