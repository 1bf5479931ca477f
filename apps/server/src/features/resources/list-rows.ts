import { isDatabaseId } from '@vitrine/core/schemas/common';
import type { TListQuery } from '@vitrine/core/schemas/list-query-parse';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { type Actor, type AnyRow, type AnySelect, byName, type ResourceDefinition } from './resource.ts';

export interface RowPage {
  rows: AnyRow[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

function scoped(db: Db, resource: ResourceDefinition, actor: Actor, mode: 'read' | 'write'): AnySelect {
  let query = byName(db).selectFrom(resource.table);
  const scope = resource.scope(db, actor, mode);
  if (scope) query = query.where(scope);
  return query;
}

function sortExpression(db: Db, resource: ResourceDefinition, key: string) {
  const sort = resource.sorts[key]!;
  return typeof sort === 'string' ? sql.ref(`${resource.table}.${sort}`) : sort(db);
}

/** A resource's rows within the actor's reach, narrowed by `filter[…]` (keys already checked). */
export function filteredRows(
  db: Db,
  resource: ResourceDefinition,
  actor: Actor,
  filter: TListQuery['filter'],
): AnySelect {
  let base = scoped(db, resource, actor, 'read');
  for (const [key, value] of Object.entries(filter)) base = resource.filters[key]!(base, value, db);
  return base;
}

/** One page of a resource's rows, filtered and sorted as asked, within the actor's reach. */
export async function listRows(
  db: Db,
  resource: ResourceDefinition,
  actor: Actor,
  query: TListQuery,
): Promise<RowPage> {
  const base = filteredRows(db, resource, actor, query.filter);

  const counted = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);

  const ordered = (select: AnySelect) => {
    for (const { field, descending } of query.sort)
      select = select.orderBy(sortExpression(db, resource, field), descending ? 'desc' : 'asc');
    for (const column of resource.defaultSort) select = select.orderBy(`${resource.table}.${column}`);
    return select.orderBy(`${resource.table}.id`);
  };

  if (!query.pagination) {
    const all = await ordered(base.selectAll(resource.table)).execute();
    return { rows: all, meta: { current_page: 1, per_page: Math.max(total, 1), total, last_page: 1 } };
  }
  const perPage = query.per_page;
  const page = query.page;
  const offset = (page - 1) * perPage;
  // SQLite takes the (floor_id, order) index for the scope and sorted every row of the list in
  // full (5,000 units) to keep one page: it sorts the ids from that index, then reads the page's
  // rows. PostgreSQL, with statistics, walks (order, id) and stops after the page by itself.
  let found: AnyRow[];
  if (isPostgres(db)) {
    found = await ordered(base.selectAll(resource.table)).limit(perPage).offset(offset).execute();
  } else {
    const pageIds = ordered(base.select(`${resource.table}.id`))
      .limit(perPage)
      .offset(offset);
    const pageRows: AnySelect = byName(db).selectFrom(pageIds.as('page'));
    found = await ordered(
      pageRows.innerJoin(resource.table, `${resource.table}.id`, 'page.id').selectAll(resource.table),
    ).execute();
  }
  return {
    rows: found,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** Whether `id` can name a row of the resource (a number beyond the id column names none). */
const mayBeId = (resource: ResourceDefinition, id: number | string) =>
  resource.stringIds ? typeof id === 'string' : isDatabaseId(id);

/** One row by id within the actor's reach; undefined when it does not exist for them. */
export async function findRow(
  db: Db,
  resource: ResourceDefinition,
  actor: Actor,
  id: number | string,
  mode: 'read' | 'write' = 'read',
): Promise<AnyRow | undefined> {
  if (!mayBeId(resource, id)) return undefined;
  return scoped(db, resource, actor, mode)
    .selectAll(resource.table)
    .where(`${resource.table}.id`, '=', id)
    .executeTakeFirst();
}

/** Which of `ids` the actor reaches in a resource. */
export async function reachableIds(
  db: Db,
  resource: ResourceDefinition,
  actor: Actor,
  ids: (number | string)[],
  mode: 'read' | 'write',
): Promise<Set<number | string>> {
  ids = ids.filter((id) => mayBeId(resource, id));
  if (ids.length === 0) return new Set();
  const rows = await scoped(db, resource, actor, mode)
    .select(`${resource.table}.id`)
    .where(`${resource.table}.id`, 'in', ids)
    .execute();
  return new Set(rows.map((row: AnyRow) => row.id));
}
