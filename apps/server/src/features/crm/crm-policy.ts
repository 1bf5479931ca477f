import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, type SessionUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceNamed } from '../resources/registry.ts';
import { admins, anyone, type Rule } from '../resources/resource.ts';

/** Who may do what with CRM synchronisation, within their corporation's projects. */
export const crmPolicy = {
  /** See and change a project's connections (credentials, status mapping): admins and root. */
  configure: admins,
  /** Run a sync, see runs and a lead's pushes: anyone who may change the units. */
  sync: anyone,
  read: anyone,
} satisfies Record<string, Rule>;

/**
 * The signed-in user, the row of `resource` they reach by id (404 when it is not theirs: ids
 * of another corporation are not confirmed) and the policy's verdict (403).
 */
export async function authorizeOn(
  request: FastifyRequest,
  resource: 'projects' | 'buildings' | 'contacts',
  id: string,
  rule: Rule,
): Promise<{ actor: SessionUser; row: Record<string, unknown> & { id: number } }> {
  const actor = currentUser(request);
  const numeric = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  const row =
    numeric === null ? undefined : await findRow(request.server.db, resourceNamed(resource)!, actor, numeric);
  if (!row) throw notFound();
  if (!rule(actor, row)) throw forbidden();
  return { actor, row: row as Record<string, unknown> & { id: number } };
}
