import { type TPolygonFile, validatePolygonFile } from '@vitrine/core/schemas/polygon-file';
import {
  isPolygonViewOf,
  outlineMatchReport,
  polygonViewEntries,
  storageLayout,
} from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/http-errors.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { replaceMediaFolder } from './staged-replacement.ts';

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
 * problem), stores it as the building's polygon file (staged, then swapped) and reports the names
 * that match nothing and the units left without an outline. `keepPrevious` keeps the file it
 * replaces beside it (previous.json), one save back.
 */
export async function storePolygons(
  db: Db,
  storage: StorageDriver,
  building: { id: number; name: string },
  json: unknown,
  options: { keepPrevious?: boolean } = {},
): Promise<PolygonReport> {
  const checked = validatePolygonFile(json);
  if (!checked.ok) throw unprocessable({ polygons: checked.problems });
  const polygons: TPolygonFile = checked.polygons;

  const buildingId = building.id;
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
  const unitNames = units.map((u) => u.name);
  const floorNames = floors.map((f) => f.name);
  const unknownViews = Object.keys(polygons).filter(
    (key) => !isPolygonViewOf(key, building.name, floorNames),
  );
  const allOutlines = Object.values(polygons).flatMap((list) => list.map((p) => p.name));
  const subBuildingNames = subBuildings.map((b) => b.name);
  const unknownNames = outlineMatchReport(allOutlines, unitNames, subBuildingNames).outlinesWithoutUnit;
  const fullView = (polygonViewEntries(polygons, building.name, null) ?? []).map((p) => p.name);
  const { unitsWithoutOutline } = outlineMatchReport(fullView, unitNames);

  const path = storageLayout.polygonFile(buildingId);
  await replaceMediaFolder(
    storage,
    storageLayout.polygonFolder(buildingId),
    async (at) => {
      if (options.keepPrevious && (await storage.exists(path)))
        await storage.copy(path, at(storageLayout.previousPolygonFileName));
      await storage.put(at(storageLayout.polygonFileName), JSON.stringify(polygons), 'application/json');
    },
    'polygons',
  );
  return { path, unknownNames, unknownViews, unitsWithoutOutline };
}
