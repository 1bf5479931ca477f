import type { Db } from '../../db/database.ts';

/** A building as its polygon check needs it: the file's keys are its name and its floors'. */
export async function buildingOfPolygons(db: Db, buildingId: number) {
  const building = await db
    .selectFrom('buildings')
    .select('name')
    .where('id', '=', buildingId)
    .executeTakeFirstOrThrow();
  return { id: buildingId, name: building.name };
}
