import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { findUnitOfDomain, type UnitOfDomain } from '../leads/lead-repository.ts';

export type ProjectSetting = Pick<Row<'settings'>, 'name' | 'value'>;

/** A project's own settings (with-detail and the other display flags of its units). */
export function findProjectSettings(db: Db, projectId: number): Promise<ProjectSetting[]> {
  return db.selectFrom('settings').select(['name', 'value']).where('project_id', '=', projectId).execute();
}

export interface UnitWithRelations extends UnitOfDomain {
  projectSettings: ProjectSetting[];
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
  const found = await findUnitOfDomain(db, domainId, id);
  if (!found) return undefined;
  const { status_id: statusId, category_id: categoryId } = found.unit;
  const [projectSettings, status, category] = await Promise.all([
    findProjectSettings(db, found.project.id),
    statusId === null
      ? undefined
      : db.selectFrom('statuses').selectAll().where('id', '=', statusId).executeTakeFirst(),
    categoryId === null
      ? undefined
      : db.selectFrom('categories').selectAll().where('id', '=', categoryId).executeTakeFirst(),
  ]);
  return { ...found, projectSettings, status, category };
}
