import type { TDomain } from '@vitrine/core/schemas/domain';
import type { Db } from '../../db/database.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { presentDomainTree } from './domain-presenter.ts';
import { findDomainForHost, loadDomainTreeRows } from './domain-repository.ts';

/** The public site served on a host, with its whole tree; null when there is no domain at all. */
export async function publicDomainTree(db: Db, host: string, ctx: PresentContext): Promise<TDomain | null> {
  const domain = await findDomainForHost(db, host);
  if (!domain) return null;
  return presentDomainTree(domain, await loadDomainTreeRows(db, domain.id), ctx);
}
