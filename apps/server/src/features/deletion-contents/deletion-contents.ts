import type { Db } from '../../db/database.ts';

/** What deleting a row takes with it, counted: the admin's delete question names these numbers. */
export interface DeletionContents {
  projects: number;
  buildings: number;
  floors: number;
  units: number;
}

export const RESOURCES_WITH_CONTENTS = ['domains', 'projects', 'buildings', 'floors'] as const;
export type ResourceWithContents = (typeof RESOURCES_WITH_CONTENTS)[number];

async function idsWhere(
  db: Db,
  table: 'projects' | 'buildings' | 'floors' | 'units',
  column: 'domain_id' | 'project_id' | 'building_id' | 'floor_id',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  // biome-ignore lint/suspicious/noExplicitAny: the column names vary by table and are fixed above.
  const rows = await (db as any).selectFrom(table).select('id').where(column, 'in', ids).execute();
  return rows.map((row: { id: number }) => Number(row.id));
}

/** Buildings and every building nested under them (annexes cascade with their building). */
async function withNestedBuildings(db: Db, buildings: number[]): Promise<number[]> {
  const all = new Set(buildings);
  let level = buildings;
  while (level.length > 0) {
    level = (await idsWhere(db, 'buildings', 'building_id', level)).filter((id) => !all.has(id));
    for (const id of level) all.add(id);
  }
  return [...all];
}

/** The projects, buildings, floors and units a delete of `resource` #`id` removes by cascade. */
export async function deletionContents(
  db: Db,
  resource: ResourceWithContents,
  id: number,
): Promise<DeletionContents> {
  const projects = resource === 'domains' ? await idsWhere(db, 'projects', 'domain_id', [id]) : [];
  let buildings: number[] = [];
  if (resource === 'domains') buildings = await idsWhere(db, 'buildings', 'project_id', projects);
  if (resource === 'projects') buildings = await idsWhere(db, 'buildings', 'project_id', [id]);
  if (resource === 'buildings') buildings = await withNestedBuildings(db, [id]);
  else buildings = await withNestedBuildings(db, buildings);
  const ownBuilding = resource === 'buildings' ? buildings.filter((building) => building !== id) : buildings;
  const floors = resource === 'floors' ? [] : await idsWhere(db, 'floors', 'building_id', buildings);
  const units = await idsWhere(db, 'units', 'floor_id', resource === 'floors' ? [id] : floors);
  return {
    projects: projects.length,
    buildings: ownBuilding.length,
    floors: floors.length,
    units: units.length,
  };
}
