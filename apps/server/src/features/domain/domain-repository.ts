import { type CompiledQuery, sql } from 'kysely';
import { coalescedPerDatabase } from '../../db/coalesced-reads.ts';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { chooseSite, type HostFallback, type SiteChoice } from './site-of-host.ts';

/** A site found for a host: its domain row, its data version, and whether its host matched. */
export interface FoundSite extends SiteChoice<Row<'domains'>> {
  version: number;
}

/**
 * The site of a host (host without port, any case) by the rules of site-of-host.ts, with its data
 * version, in one query: the only query of a GET /domain answered from the cache.
 */
export async function findSiteForHost(
  db: Db,
  host: string,
  fallback: HostFallback,
  appUrl?: string,
): Promise<FoundSite | undefined> {
  const wanted = host.toLowerCase();
  const rows = await readSiteRows(db, wanted);
  const choice = chooseSite(rows, host, fallback, appUrl);
  if (!choice) return undefined;
  const { content_version: version, ...domain } = choice.domain;
  return { domain: domain as Row<'domains'>, exact: choice.exact, version: Number(version) };
}

/** Every public call looks its site up: the calls of one round trip share a query. */
const readSiteRows = coalescedPerDatabase(
  async (db: Db, host: string): Promise<readonly SiteRow[]> =>
    (await db.executeQuery(siteQuery(db, host))).rows,
);

/** Hosts whose query is kept compiled, per database; any Host header may come, so it is bounded. */
const MAX_COMPILED_HOSTS = 64;
const compiledByDb = new WeakMap<Db, Map<string, ReturnType<typeof buildSiteQuery>>>();

/** The public calls ask this on every request: compiled once per host instead of built each time. */
function siteQuery(db: Db, host: string) {
  let compiled = compiledByDb.get(db);
  if (!compiled) {
    compiled = new Map();
    compiledByDb.set(db, compiled);
  }
  let query = compiled.get(host);
  if (!query) {
    if (compiled.size >= MAX_COMPILED_HOSTS) compiled.clear();
    query = buildSiteQuery(db, host);
    compiled.set(host, query);
  }
  return query;
}

type SiteRow = ReturnType<typeof buildSiteQuery> extends CompiledQuery<infer R> ? R : never;

function buildSiteQuery(db: Db, host: string) {
  return (
    db
      .selectFrom('domains')
      .selectAll()
      // the version comes with the site: how a change made on another process shows at once
      .select(
        sql<number>`coalesce((select version from content_versions where domain_id = domains.id), 0)`.as(
          'content_version',
        ),
      )
      .orderBy((eb) => eb.case().when('host', '=', host).then(0).else(1).end())
      .orderBy('id')
      // written in the text: SQLite sorts a bound LIMIT's rows at twice the cost (79 against 35 µs)
      .limit(sql.lit(2))
      .compile()
  );
}

/** The domain a public read from this host is for (findSiteForHost's `read` rules). */
export async function findDomainForHost(db: Db, host: string): Promise<Row<'domains'> | undefined> {
  return (await findSiteForHost(db, host, 'read'))?.domain;
}

export interface DomainTreeRows {
  projects: Row<'projects'>[];
  buildings: Row<'buildings'>[];
  floors: Row<'floors'>[];
  units: Row<'units'>[];
  /** Names units had before a rename (their old links redirect). */
  unitFormerNames: Pick<Row<'unit_former_names'>, 'unit_id' | 'name'>[];
  floorFormerNames: Pick<Row<'floor_former_names'>, 'floor_id' | 'name'>[];
  buildingFormerNames: Pick<Row<'building_former_names'>, 'building_id' | 'name'>[];
  statuses: Row<'statuses'>[];
  categories: Row<'categories'>[];
  settings: Row<'settings'>[];
  files: Row<'files'>[];
  videos: Row<'videos'>[];
  videoFormats: Row<'video_formats'>[];
  tours: Row<'tours'>[];
  pages: Row<'pages'>[];
}

/**
 * Every row under a domain, one query per table whatever the size (the tree is assembled in
 * memory), each already in display order.
 */
export async function loadDomainTreeRows(db: Db, domainId: number): Promise<DomainTreeRows> {
  const projectIds = db.selectFrom('projects').select('id').where('domain_id', '=', domainId);
  const buildingIds = db.selectFrom('buildings').select('id').where('project_id', 'in', projectIds);

  const videoIds = db.selectFrom('videos').select('id').where('domain_id', '=', domainId);

  const [
    projects,
    buildings,
    floors,
    units,
    unitFormerNames,
    floorFormerNames,
    buildingFormerNames,
    statuses,
    categories,
    settings,
    files,
    videos,
    videoFormats,
    tours,
    pages,
  ] = await Promise.all([
    db.selectFrom('projects').selectAll().where('domain_id', '=', domainId).orderBy('id').execute(),
    db
      .selectFrom('buildings')
      .selectAll()
      .where('project_id', 'in', projectIds)
      .orderBy('order_column')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('floors')
      .selectAll()
      .where('building_id', 'in', buildingIds)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .selectAll('units')
      .where('floors.building_id', 'in', buildingIds)
      .orderBy('units.order')
      .orderBy('units.id')
      .execute(),
    db
      .selectFrom('unit_former_names')
      .innerJoin('units', 'units.id', 'unit_former_names.unit_id')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .select(['unit_former_names.unit_id', 'unit_former_names.name'])
      .where('floors.building_id', 'in', buildingIds)
      .orderBy('unit_former_names.id', 'desc')
      .execute(),
    db
      .selectFrom('floor_former_names')
      .innerJoin('floors', 'floors.id', 'floor_former_names.floor_id')
      .select(['floor_former_names.floor_id', 'floor_former_names.name'])
      .where('floors.building_id', 'in', buildingIds)
      .orderBy('floor_former_names.id', 'desc')
      .execute(),
    db
      .selectFrom('building_former_names')
      .select(['building_id', 'name'])
      .where('building_id', 'in', buildingIds)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('statuses')
      .selectAll()
      .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', 'in', projectIds)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .selectAll()
      .where('project_id', 'in', projectIds)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('settings')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('domain_id', '=', domainId),
          eb('project_id', 'in', projectIds),
          eb('building_id', 'in', buildingIds),
        ]),
      )
      .orderBy('id')
      .execute(),
    db
      .selectFrom('files')
      .selectAll()
      .where('domain_id', '=', domainId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('videos')
      .selectAll()
      .where('domain_id', '=', domainId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('video_formats')
      .selectAll()
      .where('video_id', 'in', videoIds)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db.selectFrom('tours').selectAll().where('domain_id', '=', domainId).orderBy('number').execute(),
    db.selectFrom('pages').selectAll().where('domain_id', '=', domainId).orderBy('id').execute(),
  ]);
  return {
    projects,
    buildings,
    floors,
    units,
    unitFormerNames,
    floorFormerNames,
    buildingFormerNames,
    statuses,
    categories,
    settings,
    files,
    videos,
    videoFormats,
    tours,
    pages,
  };
}
