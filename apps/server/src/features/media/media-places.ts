import type { Db } from '../../db/database.ts';
import { parseTranslated } from '../../db/translatable.ts';

/** A name as it appears in storage paths: lower case (the public site asks for the same). */
export const pathName = (name: string) => name.toLowerCase();
const frenchName = (stored: string) => pathName(parseTranslated(stored).fr);

export interface BuildingPlace {
  project: string;
  building: string;
  buildingName: string;
  projectId: number;
}

export async function buildingPlace(db: Db, buildingId: number): Promise<BuildingPlace> {
  const row = await db
    .selectFrom('buildings')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .select(['buildings.name as building', 'projects.name as project', 'projects.id as projectId'])
    .where('buildings.id', '=', buildingId)
    .executeTakeFirstOrThrow();
  return {
    project: frenchName(row.project),
    building: pathName(row.building),
    buildingName: row.building,
    projectId: row.projectId,
  };
}

export async function floorPlace(db: Db, floorId: number) {
  const floor = await db
    .selectFrom('floors')
    .select(['building_id', 'name'])
    .where('id', '=', floorId)
    .executeTakeFirstOrThrow();
  return { ...(await buildingPlace(db, floor.building_id)), floor: pathName(floor.name) };
}

export async function unitPlace(db: Db, unitId: number) {
  const unit = await db
    .selectFrom('units')
    .select(['floor_id', 'name'])
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow();
  return { ...(await floorPlace(db, unit.floor_id)), unit: pathName(unit.name) };
}

/** A domain's folder in cyclorama/ and vtour/: its French name in lower case. */
export async function domainPlace(db: Db, domainId: number): Promise<string> {
  const row = await db
    .selectFrom('domains')
    .select('name')
    .where('id', '=', domainId)
    .executeTakeFirstOrThrow();
  return frenchName(row.name);
}
