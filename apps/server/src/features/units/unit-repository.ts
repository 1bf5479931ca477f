import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';

export interface UnitWithRelations {
  unit: Row<'units'>;
  floor: Row<'floors'>;
  building: Row<'buildings'>;
  project: Row<'projects'>;
  status: Row<'statuses'> | undefined;
  category: Row<'categories'> | undefined;
}

/** A unit with its floor, building, project, status and category; undefined when unknown. */
export async function findUnitWithRelations(db: Db, id: number): Promise<UnitWithRelations | undefined> {
  const unit = await db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
  if (!unit) return undefined;
  const [floor, status, category] = await Promise.all([
    db.selectFrom('floors').selectAll().where('id', '=', unit.floor_id).executeTakeFirstOrThrow(),
    unit.status_id === null
      ? undefined
      : db.selectFrom('statuses').selectAll().where('id', '=', unit.status_id).executeTakeFirst(),
    unit.category_id === null
      ? undefined
      : db.selectFrom('categories').selectAll().where('id', '=', unit.category_id).executeTakeFirst(),
  ]);
  const building = await db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', floor.building_id)
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', building.project_id)
    .executeTakeFirstOrThrow();
  return { unit, floor, building, project, status, category };
}
