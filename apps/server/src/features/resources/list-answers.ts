import type { TListQuery } from '@vitrine/core/schemas/list-query-parse';
import type { FastifyRequest } from 'fastify';
import { coalescedPerDatabase } from '../../db/coalesced-reads.ts';
import type { Db } from '../../db/database.ts';
import { VersionedAnswerCache } from '../../http/versioned-answer-cache.ts';
import { listRows } from './list-rows.ts';
import { type IncludeTree, includeTree, type PresentOptions, presentRows } from './present-rows.ts';
import type { ResourceDefinition } from './resource.ts';
import { isRoot } from './scope.ts';

/** Admin lists kept per process: a 50-unit page is about 25 KB; any user may ask many addresses. */
const LIST_LIMITS = { entries: 400, bytes: 32 * 1024 * 1024 };

/**
 * The data version of a corporation's catalogue: each of its domains with that domain's content
 * version, as text. Any write to a row of the public tree bumps its domains (content-versions.ts);
 * a domain added, moved or deleted changes the list itself (ids are never reused). Empty when the
 * corporation has no domain.
 */
export function catalogueVersionOf(db: Db, corporationId: number): Promise<string> {
  return readCatalogueVersion(db, String(corporationId));
}

/** Staff of a corporation paging at once share the version's query. */
const readCatalogueVersion = coalescedPerDatabase(async (db: Db, corporationId: string) => {
  const rows = await db
    .selectFrom('domains')
    .leftJoin('content_versions', 'content_versions.domain_id', 'domains.id')
    .select(['domains.id', 'content_versions.version'])
    .where('domains.corporation_id', '=', Number(corporationId))
    .orderBy('domains.id')
    .execute();
  return rows.map((row) => `${row.id}.${row.version ?? 0}`).join('_');
});

/** Whether a list of this resource with these includes shows only rows that follow content versions. */
function followsContentVersions(
  resource: ResourceDefinition,
  tree: IncludeTree,
  options: PresentOptions,
): boolean {
  if (!resource.followsContentVersions) return false;
  return Object.entries(tree).every(([name, subtree]) => {
    const target = options.registry.get(resource.relations[name]!.resource)!;
    return followsContentVersions(target, subtree, options);
  });
}

async function presentedList(resource: ResourceDefinition, query: TListQuery, options: PresentOptions) {
  const page = await listRows(options.db, resource, options.actor, query);
  return {
    data: await presentRows(resource, page.rows, includeTree(query.include), options),
    meta: page.meta,
  };
}

/**
 * GET /api/{resource}'s answers. A catalogue list (units, floors… with includes of the same kind)
 * of a corporation's user comes from this process's cache while the corporation's catalogue
 * version holds: one query instead of the page's, its count's and each include's. Keyed by
 * corporation, role, locale and the whole query, so no two users who could see different rows
 * share an answer.
 */
export class ListAnswers {
  private readonly cache = new VersionedAnswerCache(LIST_LIMITS);

  /** The list's JSON: cached bytes, or text presented for this call. */
  async json(
    request: FastifyRequest,
    resource: ResourceDefinition,
    query: TListQuery,
    options: PresentOptions,
  ): Promise<Buffer | string> {
    const { actor } = options;
    const build = async () => JSON.stringify(await presentedList(resource, query, options));
    const corporationId = actor.corporation_id;
    const cacheable =
      !isRoot(actor) &&
      corporationId !== null &&
      !Object.keys(query.filter).some((name) => resource.filtersBeyondTree?.includes(name)) &&
      followsContentVersions(resource, includeTree(query.include), options);
    if (!cacheable) return build();
    const version = await catalogueVersionOf(options.db, corporationId);
    // a corporation without a site: nothing of its own to list, and no version to follow
    if (version === '') return build();
    const key = `${corporationId}|${actor.role}|${options.ctx.locale}|${request.url}`;
    return (await this.cache.get(key, version, build)).bytes;
  }
}
