import type { Db } from '../../../db/database.ts';

/** The project a floor belongs to (undefined for an unknown floor). */
export async function projectOfFloor(db: Db, floorId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('floors')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .select('buildings.project_id')
    .where('floors.id', '=', floorId)
    .executeTakeFirst();
  return row?.project_id;
}

export async function projectOfBuilding(db: Db, buildingId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('buildings')
    .select('project_id')
    .where('id', '=', buildingId)
    .executeTakeFirst();
  return row?.project_id;
}
