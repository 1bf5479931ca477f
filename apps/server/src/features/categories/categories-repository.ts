import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';

/** The categories of every project of a domain, in display order. */
export function listCategoriesOfDomain(db: Db, domainId: number): Promise<Row<'categories'>[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('project_id', 'in', db.selectFrom('projects').select('id').where('domain_id', '=', domainId))
    .orderBy('project_id')
    .orderBy('order')
    .orderBy('id')
    .execute();
}
