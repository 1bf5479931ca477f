import { type TPolygonFile, validatePolygonFile } from '@vitrine/core/schemas/polygon-file';
import { storagePaths } from '@vitrine/scripts/storage-paths';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/http-errors.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { BuildingPlace } from './media-places.ts';

export interface PolygonReport {
  path: string;
  /** Outline names that are neither a unit of the building nor one of its sub-buildings. */
  unknownNames: string[];
  /** Keys that are neither "<building>" nor "<building>/<floor>". */
  unknownViews: string[];
  /** Units of the building that have no outline in the full view. */
  unitsWithoutOutline: string[];
}

/**
 * Checks a polygon file against core's schema (29 point strings per outline; 422 listing every
 * problem), stores it as polygons/{project}/{building}/index.json and reports the names that
 * match nothing and the units left without an outline.
 */
export async function storePolygons(
  db: Db,
  storage: StorageDriver,
  buildingId: number,
  place: BuildingPlace,
  json: unknown,
): Promise<PolygonReport> {
  const checked = validatePolygonFile(json);
  if (!checked.ok) throw unprocessable({ polygons: checked.problems });
  const polygons: TPolygonFile = checked.polygons;

  const [units, floors, subBuildings] = await Promise.all([
    db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .select('units.name')
      .where('floors.building_id', '=', buildingId)
      .execute(),
    db.selectFrom('floors').select('name').where('building_id', '=', buildingId).execute(),
    db.selectFrom('buildings').select('name').where('building_id', '=', buildingId).execute(),
  ]);
  const lower = (name: string) => name.toLowerCase();
  const known = new Set([...units.map((u) => lower(u.name)), ...subBuildings.map((b) => lower(b.name))]);
  const views = new Set([
    lower(place.buildingName),
    ...floors.map((f) => `${lower(place.buildingName)}/${lower(f.name)}`),
  ]);

  const unknownViews = Object.keys(polygons).filter((key) => !views.has(lower(key)));
  const unknownNames = [
    ...new Set(
      Object.values(polygons).flatMap((list) =>
        list.map((p) => p.name).filter((name) => !known.has(lower(name))),
      ),
    ),
  ];
  const fullView =
    Object.entries(polygons).find(([key]) => lower(key) === lower(place.buildingName))?.[1] ?? [];
  const outlined = new Set(fullView.map((p) => lower(p.name)));
  const unitsWithoutOutline = units.map((u) => u.name).filter((name) => !outlined.has(lower(name)));

  const path = storagePaths.polygons(place.project, place.building);
  await storage.put(path, JSON.stringify(polygons), 'application/json');
  return { path, unknownNames, unknownViews, unitsWithoutOutline };
}
