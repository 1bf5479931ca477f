import type { Db } from '../../db/database.ts';
import type { LotChange } from './lot-sync.ts';

/** Which units a run may touch: a project's, or one building's (with its sub-buildings). */
export interface UnitScope {
  projectId: number;
  buildingId?: number | null;
}

export interface ScopeUnit {
  id: number;
  name: string;
  status_id: number | null;
  price: number | null;
  surface: number;
  external_id: string | null;
  external_updated_at: string | null;
}

export interface ScopeFloor {
  id: number;
  adlead_id: string | null;
  building_adlead_id: string | null;
}

function buildingIdsOf(db: Db, scope: UnitScope) {
  let buildings = db
    .selectFrom('buildings')
    .select('buildings.id')
    .where('buildings.project_id', '=', scope.projectId);
  if (scope.buildingId) {
    const id = scope.buildingId;
    buildings = buildings.where((eb) =>
      eb.or([eb('buildings.id', '=', id), eb('buildings.building_id', '=', id)]),
    );
  }
  return buildings;
}

/** The units a run may change, the floors it may create units on, and the project's status ids. */
export async function loadScope(db: Db, scope: UnitScope) {
  const floorIds = db
    .selectFrom('floors')
    .select('floors.id')
    .where('floors.building_id', 'in', buildingIdsOf(db, scope));
  const [units, floors, statuses] = await Promise.all([
    db
      .selectFrom('units')
      .select(['id', 'name', 'status_id', 'price', 'surface', 'external_id', 'external_updated_at'])
      .where('floor_id', 'in', floorIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('floors')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .select(['floors.id', 'floors.adlead_id', 'buildings.adlead_id as building_adlead_id'])
      .where('floors.building_id', 'in', buildingIdsOf(db, scope))
      .execute(),
    db
      .selectFrom('statuses')
      .select('id')
      .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', scope.projectId)]))
      .execute(),
  ]);
  return {
    units: units.map((unit) => ({
      ...unit,
      price: unit.price === null ? null : Number(unit.price),
      surface: Number(unit.surface),
    })),
    floors: floors as ScopeFloor[],
    statusIds: new Set(statuses.map((status) => status.id)),
  };
}

/** The floor of a lot to create: by its Adlead floor id, preferring the one of its building. */
export function floorFor(floors: ScopeFloor[], lot: LotChange): ScopeFloor | undefined {
  if (!lot.floorExternalId) return undefined;
  const candidates = floors.filter((floor) => floor.adlead_id === lot.floorExternalId);
  return candidates.find((floor) => floor.building_adlead_id === lot.buildingExternalId) ?? candidates[0];
}
