import type { Db } from '../../db/database.ts';
import type { Actor, AnyExpressionBuilder, Where } from './resource.ts';
import { byName, ROOT } from './resource.ts';

/**
 * Who owns what: every scoped table names the column that points to its owner, up to the
 * corporation. A non-root actor reaches a row only when the chain ends at their corporation.
 */
export type OwnedTable =
  | 'corporations'
  | 'domains'
  | 'users'
  | 'projects'
  | 'buildings'
  | 'floors'
  | 'units'
  | 'statuses'
  | 'categories'
  | 'files'
  | 'videos'
  | 'tours'
  | 'pages'
  | 'contacts';
type Owner = { corporationColumn: string } | { column: string; parent: OwnedTable };

const OWNERS: Record<OwnedTable, Owner> = {
  corporations: { corporationColumn: 'id' },
  domains: { corporationColumn: 'corporation_id' },
  users: { corporationColumn: 'corporation_id' },
  projects: { column: 'domain_id', parent: 'domains' },
  buildings: { column: 'project_id', parent: 'projects' },
  floors: { column: 'building_id', parent: 'buildings' },
  units: { column: 'floor_id', parent: 'floors' },
  statuses: { column: 'project_id', parent: 'projects' },
  categories: { column: 'project_id', parent: 'projects' },
  files: { column: 'domain_id', parent: 'domains' },
  videos: { column: 'domain_id', parent: 'domains' },
  tours: { column: 'domain_id', parent: 'domains' },
  pages: { column: 'domain_id', parent: 'domains' },
  contacts: { column: 'domain_id', parent: 'domains' },
};

/** The ids of `table` that belong to a corporation, as a subquery. */
export function idsInCorporation(db: Db, table: OwnedTable, corporationId: number) {
  return byName(db)
    .selectFrom(table)
    .select(`${table}.id`)
    .where(inCorporation(db, table, corporationId));
}

/** `table`'s rows that belong to a corporation (columns qualified by the table name). */
export function inCorporation(db: Db, table: OwnedTable, corporationId: number): Where {
  const owner: Owner = OWNERS[table];
  return (eb: AnyExpressionBuilder) =>
    'corporationColumn' in owner
      ? eb(`${table}.${owner.corporationColumn}`, '=', corporationId)
      : eb(`${table}.${owner.column}`, 'in', idsInCorporation(db, owner.parent, corporationId));
}

/** A `scope` for a table of the chain: everything for root, the actor's corporation otherwise. */
export function ownedScope(table: OwnedTable) {
  return (db: Db, actor: Actor): Where | null => {
    if (actor.role === ROOT) return null;
    return inCorporation(db, table, actor.corporation_id ?? -1);
  };
}

export function isRoot(actor: Actor): boolean {
  return actor.role === ROOT;
}
