import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceNamed } from '../resources/registry.ts';

/**
 * Who may read a site's analytics: anyone signed in whose corporation owns the site (root: any
 * site), sales users included; the project asked must be one of the site's. Anything else is a
 * 404, so another corporation's ids are not confirmed.
 */
export async function authorizeAnalytics(
  request: FastifyRequest,
  query: { domain_id: number; project_id?: number | undefined },
): Promise<void> {
  const actor = currentUser(request);
  const domain = await findRow(request.server.db, resourceNamed('domains')!, actor, query.domain_id);
  if (!domain) throw notFound();
  if (query.project_id === undefined) return;
  const project = await findRow(request.server.db, resourceNamed('projects')!, actor, query.project_id);
  if (!project || project.domain_id !== query.domain_id) throw notFound();
}
