import type { TOutlineSave } from '@vitrine/core/outline-editing/outline-save';
import type { TPolygonFile } from '@vitrine/core/schemas/polygon-file';
import { polygonViewKey } from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import type { FieldMessages } from '../../http/http-errors.ts';

/** What a building's outlines may name: its floors, their units, its sub-buildings. */
async function outlineTargets(db: Db, buildingId: number) {
  const [floors, units, subBuildings] = await Promise.all([
    db.selectFrom('floors').select(['id', 'name']).where('building_id', '=', buildingId).execute(),
    db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .select(['units.id', 'units.name', 'units.floor_id'])
      .where('floors.building_id', '=', buildingId)
      .execute(),
    db.selectFrom('buildings').select(['id', 'name']).where('building_id', '=', buildingId).execute(),
  ]);
  return {
    floors: new Map(floors.map((floor) => [Number(floor.id), floor.name])),
    units: new Map(
      units.map((unit) => [Number(unit.id), { name: unit.name, floorId: Number(unit.floor_id) }]),
    ),
    subBuildings: new Map(subBuildings.map((sub) => [Number(sub.id), sub.name])),
  };
}

/**
 * The polygon file of the editor's save, its ids turned into the names the file keys on. An id
 * that is not this building's (a floor, a unit of another floor or building, a sub-building on a
 * floor's view) is a field problem, the same answer whether the row exists elsewhere or not.
 */
export async function outlineFileOf(
  db: Db,
  building: { id: number; name: string },
  save: TOutlineSave,
): Promise<{ file: TPolygonFile; problems: FieldMessages }> {
  const targets = await outlineTargets(db, building.id);
  const problems: FieldMessages = {};
  const refuse = (path: string, field: string) => {
    problems[path] = [{ key: 'validation.in', field }];
  };
  const file: TPolygonFile = {};
  save.views.forEach((view, v) => {
    const floorName = view.floor_id === null ? null : targets.floors.get(view.floor_id);
    if (floorName === undefined) {
      refuse(`views.${v}.floor_id`, 'floor_id');
      return;
    }
    const entries = view.outlines.flatMap((entry, o) => {
      if (entry.unit_id !== undefined) {
        const unit = targets.units.get(entry.unit_id);
        if (!unit || (view.floor_id !== null && unit.floorId !== view.floor_id)) {
          refuse(`views.${v}.outlines.${o}.unit_id`, 'unit_id');
          return [];
        }
        return [{ name: unit.name, points: entry.points }];
      }
      const sub = view.floor_id === null ? targets.subBuildings.get(entry.building_id ?? 0) : undefined;
      if (sub === undefined) {
        refuse(`views.${v}.outlines.${o}.building_id`, 'building_id');
        return [];
      }
      return [{ name: sub, points: entry.points }];
    });
    file[polygonViewKey(building.name, floorName)] = entries;
  });
  return { file, problems };
}
