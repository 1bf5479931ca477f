import type { CountRow, ReportUnitFacts } from '@vitrine/core/analytics/analytics-report';
import type { Locale } from '@vitrine/core/i18n/index';
import { pickTranslation } from '@vitrine/core/schemas/translatable';
import { typologyLabel } from '@vitrine/core/typology';
import type { Db } from '../../db/database.ts';
import { parseTranslated } from '../../db/translatable.ts';

/** A site's units and the project of each, at one data version of the site. */
interface SiteUnits {
  version: number;
  projectOfUnit: Map<number, number>;
}

const SITES_KEPT = 256;

/**
 * Which units a site has (and their project), kept per process while the site's data version
 * holds: a beacon checks its unit ids in memory. The version changes with every content edit.
 */
export class SiteUnitIndex {
  private readonly sites = new Map<number, SiteUnits | Promise<SiteUnits>>();

  constructor(private readonly db: Db) {}

  async projectOfUnits(domainId: number, version: number): Promise<Map<number, number>> {
    const known = await this.sites.get(domainId);
    if (known && known.version === version) return known.projectOfUnit;
    const loading = this.load(domainId, version);
    this.sites.set(domainId, loading);
    const loaded = await loading;
    this.sites.delete(domainId);
    this.sites.set(domainId, loaded);
    if (this.sites.size > SITES_KEPT) this.sites.delete(this.sites.keys().next().value!);
    return loaded.projectOfUnit;
  }

  private async load(domainId: number, version: number): Promise<SiteUnits> {
    const rows = await this.db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .innerJoin('projects', 'projects.id', 'buildings.project_id')
      .select(['units.id as unit_id', 'projects.id as project_id'])
      .where('projects.domain_id', '=', domainId)
      .execute();
    return { version, projectOfUnit: new Map(rows.map((row) => [row.unit_id, row.project_id])) };
  }
}

/**
 * The stored counts of a site over a period; with a project, its counts and the site-wide ones
 * (visits, contact forms about no unit), which belong to no project.
 */
export async function listCounts(
  db: Db,
  filter: { domainId: number; projectId?: number | undefined; from: string; to: string },
): Promise<CountRow[]> {
  let query = db
    .selectFrom('visitor_counts')
    .select(['day', 'kind', 'unit_id'])
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .where('domain_id', '=', filter.domainId)
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .groupBy(['day', 'kind', 'unit_id']);
  if (filter.projectId !== undefined) query = query.where('project_id', 'in', [0, filter.projectId]);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The units of a site (or of one of its projects) as the report names them, in `locale`. */
export async function listReportUnits(
  db: Db,
  filter: { domainId: number; projectId?: number | undefined },
  locale: Locale,
): Promise<ReportUnitFacts[]> {
  let query = db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .leftJoin('statuses', 'statuses.id', 'units.status_id')
    .select([
      'units.id',
      'units.name',
      'units.fullname',
      'units.bedrooms',
      'units.status_id',
      'projects.topology',
      'statuses.name as status_stored_name',
    ])
    .where('projects.domain_id', '=', filter.domainId);
  if (filter.projectId !== undefined) query = query.where('projects.id', '=', filter.projectId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: pickTranslation(parseTranslated(row.fullname), locale) || row.name,
    typology: typologyLabel(row.bedrooms, row.topology, locale),
    status_id: row.status_id,
    status_name: row.status_stored_name
      ? pickTranslation(parseTranslated(row.status_stored_name), locale)
      : '',
  }));
}

/** The unit ids of a lead's JSON column, [] when it has none or it cannot be read. */
export function viewedUnitIdsOf(stored: string | null | undefined): number[] {
  if (!stored) return [];
  try {
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The ids among `ids` that are units of the site, in the order given. */
export async function keepUnitsOfSite(
  db: Db,
  domainId: number,
  ids: readonly number[] | undefined,
): Promise<number[]> {
  if (!ids?.length) return [];
  const rows = await db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .select('units.id')
    .where('units.id', 'in', [...ids])
    .where('projects.domain_id', '=', domainId)
    .execute();
  const ofSite = new Set(rows.map((row) => row.id));
  return ids.filter((id) => ofSite.has(id));
}
