import { translate } from '@vitrine/core/i18n/index';
import { isDatabaseId } from '@vitrine/core/schemas/common';
import { parseListQuery, type TListQuery } from '@vitrine/core/schemas/list-query-parse';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/http-errors.ts';
import { presentContextOf } from '../../http/present-context-of.ts';
import { currentUser } from '../../plugins/session.ts';
import { includeTree, type PresentOptions } from './present-rows.ts';
import { resourceRegistry } from './registry.ts';
import type { ResourceDefinition } from './resource.ts';

/** Largest page a list gives (`per_page`); `pagination=0` is the way to get every row. */
export const MAX_PAGE_SIZE = 500;

function whitelistOf(resource: ResourceDefinition) {
  return {
    sorts: Object.keys(resource.sorts),
    filters: Object.keys(resource.filters),
    includes: resource.includes,
  };
}

/** `fields[res]=a,b`: every resource named must exist and every field be one it declares. */
function checkFieldsets(fields: Record<string, string[]>): void {
  for (const [name, keys] of Object.entries(fields)) {
    const target = resourceRegistry.get(name);
    if (!target) throw badRequest({ key: 'api.unknownFieldset', params: { resource: name } });
    const bad = keys.find((key) => !target.fields.includes(key) && key !== 'id');
    if (bad) {
      const params = { field: bad, resource: name, allowed: target.fields.join(', ') };
      throw badRequest({ key: 'api.fieldNotAllowed', params });
    }
  }
}

/** A list call's query, checked against what the resource declares: anything else is a 400. */
export function listQueryOf(request: FastifyRequest, resource: ResourceDefinition): TListQuery {
  const raw = request.query as Record<string, unknown>;
  const parsed = parseListQuery(raw, whitelistOf(resource), request.locale);
  if (!parsed.ok) throw badRequest(parsed.message);
  if (parsed.query.per_page > MAX_PAGE_SIZE) {
    throw badRequest(
      translate(request.locale, 'validation.maxNumber', {
        attribute: translate(request.locale, 'validation.attributes.per_page'),
        max: MAX_PAGE_SIZE,
      }),
    );
  }
  checkFieldsets(parsed.query.fields);
  return parsed.query;
}

/** What presenting a request's answer needs: the actor, the locale, includes and fieldsets. */
export function presentOptionsOf(
  request: FastifyRequest,
  query: Pick<TListQuery, 'translatable' | 'fields'>,
): PresentOptions {
  return {
    db: request.server.db,
    actor: currentUser(request),
    ctx: presentContextOf(request, query),
    registry: resourceRegistry,
    fields: query.fields,
  };
}

/** `include`, `fields[..]` and `translatable` of a single-item call (show, create, update). */
export function itemQueryOf(request: FastifyRequest, resource: ResourceDefinition) {
  const query = listQueryOf(request, resource);
  return { tree: includeTree(query.include), query };
}

/** An id from the path: a positive integer (or a FilePond id for `upload`); else nothing is there. */
export function pathId(resource: ResourceDefinition, value: string): number | string {
  if (resource.stringIds) {
    if (/^[0-9a-f]{32}$/.test(value)) return value;
  } else if (/^[1-9]\d{0,9}$/.test(value) && isDatabaseId(Number(value))) return Number(value);
  throw notFound();
}
