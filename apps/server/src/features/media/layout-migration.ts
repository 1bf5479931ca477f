import { nameLayout, storageLayout } from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import { parseTranslated } from '../../db/translatable.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';

/** A folder of the former name layout and the folder of the id layout it becomes. */
export interface LayoutMove {
  from: string;
  to: string;
}

const frenchName = (stored: string) => parseTranslated(stored).fr;
const TOUR_NUMBERS = [1, 2, 3, 4];

/**
 * Where each folder of the former name layout goes, from the rows' current names. A folder two
 * rows shared (same names in two corporations: the defect this layout ends) is given to both.
 */
export async function nameLayoutMoves(db: Db): Promise<LayoutMove[]> {
  const [domains, buildings, floors, units] = await Promise.all([
    db.selectFrom('domains').select(['id', 'name']).execute(),
    db
      .selectFrom('buildings')
      .innerJoin('projects', 'projects.id', 'buildings.project_id')
      .select(['buildings.id', 'buildings.name', 'projects.name as project'])
      .execute(),
    db.selectFrom('floors').select(['id', 'name', 'building_id']).execute(),
    db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .select(['units.id', 'units.name', 'floors.building_id'])
      .execute(),
  ]);
  const moves: LayoutMove[] = [];
  for (const domain of domains) {
    const name = frenchName(domain.name);
    moves.push({ from: nameLayout.cycloramaFolder(name), to: storageLayout.cycloramaFolder(domain.id) });
    for (const tour of TOUR_NUMBERS)
      moves.push({ from: nameLayout.tourFolder(name, tour), to: storageLayout.tourFolder(domain.id, tour) });
  }
  const byId = new Map(buildings.map((building) => [Number(building.id), building]));
  for (const building of buildings) {
    const project = frenchName(building.project);
    moves.push(
      {
        from: nameLayout.orbitalFolder(project, building.name, 'full'),
        to: storageLayout.orbitalFolder(building.id, null),
      },
      {
        from: nameLayout.polygonFolder(project, building.name),
        to: storageLayout.polygonFolder(building.id),
      },
    );
  }
  for (const floor of floors) {
    const building = byId.get(Number(floor.building_id));
    if (!building) continue;
    moves.push({
      from: nameLayout.orbitalFolder(frenchName(building.project), building.name, floor.name),
      to: storageLayout.orbitalFolder(building.id, floor.id),
    });
  }
  for (const unit of units) {
    const building = byId.get(Number(unit.building_id));
    if (!building) continue;
    moves.push({
      from: nameLayout.turntableFolder(frenchName(building.project), building.name, unit.name),
      to: storageLayout.turntableFolder(unit.id),
    });
  }
  return moves;
}

/** Copies one file between drivers (within one driver, its own copy). */
async function copyFile(source: StorageDriver, target: StorageDriver, from: string, to: string) {
  if (source === target) await target.copy(from, to);
  else await target.put(to, await source.get(from));
}

/**
 * Puts the media of the former name layout found in `source` at their id-layout places in
 * `target`, through the drivers (a bucket as well as the disk), and points recorded paths (tour
 * thumbnails) at the new places. A folder whose id-layout place already holds files is left
 * alone (media uploaded since win). `move`: the name-layout folders are deleted afterwards, all of
 * them, so that a deleted project's files cannot come back. Returns how many files were placed.
 */
export async function placeNameLayoutMedia(
  db: Db,
  source: StorageDriver,
  target: StorageDriver,
  mode: 'move' | 'copy',
): Promise<number> {
  const present = new Set<string>();
  for (const root of nameLayout.roots) for (const path of await source.list(root)) present.add(path);
  if (present.size === 0) return 0;
  let placed = 0;
  const moved: LayoutMove[] = [];
  for (const move of await nameLayoutMoves(db)) {
    const files = [...present].filter((path) => path.startsWith(`${move.from}/`));
    if (files.length === 0) continue;
    moved.push(move);
    if ((await target.list(move.to)).length > 0) continue;
    for (const file of files) {
      await copyFile(source, target, file, `${move.to}/${file.slice(move.from.length + 1)}`);
      placed++;
    }
  }
  await repointTourThumbnails(db, moved);
  if (mode === 'move') for (const root of nameLayout.roots) await source.deleteFolder(root);
  return placed;
}

async function repointTourThumbnails(db: Db, moves: LayoutMove[]) {
  if (moves.length === 0) return;
  const tours = await db.selectFrom('tours').select(['id', 'thumb_path']).execute();
  for (const tour of tours) {
    const path = tour.thumb_path;
    const move = path ? moves.find((candidate) => path.startsWith(`${candidate.from}/`)) : undefined;
    if (!path || !move) continue;
    await db
      .updateTable('tours')
      .set({ thumb_path: `${move.to}/${path.slice(move.from.length + 1)}` })
      .where('id', '=', tour.id)
      .execute();
  }
}
