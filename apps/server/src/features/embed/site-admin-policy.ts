import { isDatabaseId } from '@vitrine/core/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { Row } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/http-errors.ts';
import { currentUser, type SessionUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceNamed } from '../resources/registry.ts';
import { admins, type Rule } from '../resources/resource.ts';

/** Who manages a site's embed origins and read-API keys: its corporation's admins, and root. */
export const embedPolicy = { manage: admins } satisfies Record<string, Rule>;

interface SiteAdmin {
  actor: SessionUser;
  domain: Row<'domains'>;
}

/** An id from a path segment; anything but a positive integer within the ids' range names nothing. */
export function pathIdOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && isDatabaseId(Number(text)) ? Number(text) : null;
}

const authorized = new WeakMap<FastifyRequest, SiteAdmin>();

/**
 * preValidation of the routes under /api/domains/{id}/…: the signed-in user (401) manages the
 * site by id, before the body is read: 404 for a site of another corporation (ids of others are
 * not confirmed) or a made-up id, 403 for a sales user.
 */
export async function requireSiteAdmin(request: FastifyRequest): Promise<void> {
  const actor = currentUser(request);
  const param = String((request.params as { id?: unknown }).id ?? '');
  const id = pathIdOf(param);
  const row =
    id === null ? undefined : await findRow(request.server.db, resourceNamed('domains')!, actor, id);
  if (!row) throw notFound();
  if (!embedPolicy.manage(actor, row)) throw forbidden();
  authorized.set(request, { actor, domain: row as Row<'domains'> });
}

/** The user and site requireSiteAdmin let through. */
export function siteAdminOf(request: FastifyRequest): SiteAdmin {
  const found = authorized.get(request);
  if (!found) throw new Error('siteAdminOf without requireSiteAdmin');
  return found;
}
