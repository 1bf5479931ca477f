import type { Db } from '../../db/database.ts';
import type { CachedAnswer, VersionedAnswerCache } from '../../http/versioned-answer-cache.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { presentDomainTree } from './domain-presenter.ts';
import { findSiteForHost, loadDomainTreeRows } from './domain-repository.ts';

/**
 * GET /domain's answer for a host: `{ data: domain }` as JSON text, from the cache while the
 * domain's data version holds (one query), else presented again (13 queries). Null when no site
 * is for this host.
 */
export async function publicDomainAnswer(
  db: Db,
  cache: VersionedAnswerCache,
  host: string,
  appUrl: string,
  ctx: PresentContext,
): Promise<CachedAnswer | null> {
  const found = await findSiteForHost(db, host, 'read', appUrl);
  if (!found) return null;
  const { domain, version } = found;
  const key = `d${domain.id}-${ctx.locale}-t${ctx.translatable ? 1 : 0}`;
  return cache.get(key, version, async () => {
    const tree = presentDomainTree(domain, await loadDomainTreeRows(db, domain.id), ctx);
    return JSON.stringify({ data: tree });
  });
}
