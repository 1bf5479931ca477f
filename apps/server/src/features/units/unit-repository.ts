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

/**
 * A unit of a site with its floor, building, project, status and category; undefined when there
 * is no such unit on that site.
 */
export async function findUnitOfSite(
  db: Db,
  domainId: number,
  id: number,
): Promise<UnitWithRelations | undefined> {
  const unit = await db
    .selectFrom('units')
    .selectAll('units')
    .where('units.id', '=', id)
    .where('units.floor_id', 'in', (eb) =>
      eb
        .selectFrom('floors')
        .innerJoin('buildings', 'buildings.id', 'floors.building_id')
        .innerJoin('projects', 'projects.id', 'buildings.project_id')
        .select('floors.id')
        .where('projects.domain_id', '=', domainId),
    )
    .executeTakeFirst();
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
