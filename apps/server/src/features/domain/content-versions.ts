import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The database or a transaction on it. */
type AnyDb = Kysely<Database>;

/** Every domain: a change whose reach is not one domain (system statuses, a corporation). */
export const ALL_DOMAINS = 'all';
export type DomainIds = number[] | typeof ALL_DOMAINS;

/**
 * The domains whose public tree shows rows `ids` of `table` (before a delete, or after a write;
 * an update that moves a row asks both). Tables outside the tree give none.
 */
export async function domainsOfRows(db: AnyDb, table: keyof Database, ids: number[]): Promise<DomainIds> {
  if (ids.length === 0) return [];
  const projectsOf = (projectIds: unknown) =>
    db
      .selectFrom('projects')
      .select('domain_id as d')
      .where('id', 'in', projectIds as number[]);
  const buildingsOf = (buildingIds: unknown) =>
    db
      .selectFrom('buildings')
      .innerJoin('projects', 'projects.id', 'buildings.project_id')
      .select('projects.domain_id as d')
      .where('buildings.id', 'in', buildingIds as number[]);
  let query: { execute(): Promise<{ d: number | null }[]> };
  switch (table) {
    case 'domains':
      return [...ids];
    case 'corporations':
      return ALL_DOMAINS;
    case 'projects':
      query = projectsOf(ids);
      break;
    case 'buildings':
      query = buildingsOf(ids);
      break;
    case 'floors':
      query = buildingsOf(db.selectFrom('floors').select('building_id').where('id', 'in', ids));
      break;
    case 'units':
      query = buildingsOf(
        db
          .selectFrom('units')
          .innerJoin('floors', 'floors.id', 'units.floor_id')
          .select('floors.building_id')
          .where('units.id', 'in', ids),
      );
      break;
    case 'categories':
      query = projectsOf(db.selectFrom('categories').select('project_id').where('id', 'in', ids));
      break;
    case 'statuses': {
      const rows = await db.selectFrom('statuses').select('project_id').where('id', 'in', ids).execute();
      if (rows.some((row) => row.project_id === null)) return ALL_DOMAINS;
      query = projectsOf(rows.map((row) => row.project_id));
      break;
    }
    case 'settings': {
      const rows = await db
        .selectFrom('settings')
        .select(['domain_id', 'project_id', 'building_id'])
        .where('id', 'in', ids)
        .execute();
      const pick = (key: 'domain_id' | 'project_id' | 'building_id') =>
        rows.map((row) => row[key] as number | null).filter((id): id is number => id !== null);
      const found = new Set(pick('domain_id'));
      const projects = pick('project_id');
      const buildings = pick('building_id');
      if (projects.length > 0) for (const row of await projectsOf(projects).execute()) found.add(row.d);
      if (buildings.length > 0) for (const row of await buildingsOf(buildings).execute()) found.add(row.d);
      return [...found];
    }
    case 'pages':
    case 'files':
    case 'videos':
    case 'tours':
      query = db
        .selectFrom(table)
        .select('domain_id as d')
        .where('id', 'in', ids)
        .where('domain_id', 'is not', null);
      break;
    default:
      return [];
  }
  const rows = await query.execute();
  return [...new Set(rows.map((row) => row.d).filter((id): id is number => id !== null))];
}

export function mergeDomainIds(...sets: DomainIds[]): DomainIds {
  if (sets.includes(ALL_DOMAINS)) return ALL_DOMAINS;
  return [...new Set((sets as number[][]).flat())];
}

/**
 * Bumps the data version of these domains. Call it in the transaction of the change (or after
 * the change is committed, never before): a reader that sees the new version sees the new rows.
 */
export async function bumpContentVersions(db: AnyDb, domains: DomainIds): Promise<void> {
  if (domains !== ALL_DOMAINS && domains.length === 0) return;
  // SQLite needs a WHERE in INSERT … SELECT … ON CONFLICT (else ON reads as a join's).
  const source = db
    .selectFrom('domains')
    .select(['id', (eb) => eb.lit(1).as('version')])
    .where((eb) => (domains === ALL_DOMAINS ? eb('id', 'is not', null) : eb('id', 'in', domains)));
  await db
    .insertInto('content_versions')
    .columns(['domain_id', 'version'])
    .expression(source)
    .onConflict((oc) =>
      oc.column('domain_id').doUpdateSet((eb) => ({ version: eb('content_versions.version', '+', 1) })),
    )
    .execute();
}

/** Bumps the domains of rows `ids` of `table` (one lookup, one upsert). */
export async function touchContentOf(db: AnyDb, table: keyof Database, ids: number[]): Promise<void> {
  await bumpContentVersions(db, await domainsOfRows(db, table, ids));
}
