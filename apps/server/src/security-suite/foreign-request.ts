import type { InjectOptions } from 'fastify';
import { type JsonSchema, type OpenApiDocument, routeInput, sampleOf } from './openapi-document.ts';
import { type AppRoute, fillPath, pathParams } from './route-catalogue.ts';
import { type Corporation, idIn, paramValue } from './suite-world.ts';

/** `<name>_id` fields that name one of our rows, by the resource they name. */
export const REFERENCES: Record<string, string> = {
  corporation_id: 'corporations',
  domain_id: 'domains',
  user_id: 'users',
  project_id: 'projects',
  building_id: 'buildings',
  floor_id: 'floors',
  unit_id: 'units',
  status_id: 'statuses',
  category_id: 'categories',
  video_id: 'videos',
  tour_id: 'tours',
  contact_id: 'contacts',
};

export interface ForeignRequest {
  options: InjectOptions & { url: string; method: string };
  /** Where the other corporation's ids were put, for the failure message. */
  placed: string[];
}

/** The body's id fields set to the other corporation's rows (`ids` of a sort: its units). */
function foreignBody(schema: JsonSchema, theirs: Corporation, placed: string[]): Record<string, unknown> {
  const body = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(schema.properties ?? {})) {
    const resource = REFERENCES[key];
    if (resource) body[key] = Number(idIn(theirs, resource));
    else if (key === 'ids') body[key] = [theirs.unit, theirs.childUnit];
    else continue;
    placed.push(`body.${key}`);
  }
  return body;
}

/**
 * A call of `route` aimed at the other corporation's rows: its path parameters name their rows,
 * the id fields of its body (per the OpenAPI document) too, and a list call filters on their
 * domain and project. Nothing when the route takes no id at all (sign-in, uploads…).
 */
export function foreignRequest(
  document: OpenApiDocument,
  route: AppRoute,
  theirs: Corporation,
): ForeignRequest | undefined {
  const placed = pathParams(route.url).map((param) => `:${param}`);
  const url = fillPath(route.url, (param) => paramValue(theirs, route.url, param));
  const input = routeInput(document, route);
  const options: ForeignRequest['options'] = { method: route.method, url };
  if (route.method === 'GET' && placed.length === 0) {
    options.url = `${url}?filter[domain_id]=${theirs.domain}&filter[project_id]=${theirs.project}`;
    placed.push('filter[domain_id]', 'filter[project_id]');
  }
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    options.payload = input.body ? foreignBody(input.body, theirs, placed) : {};
  }
  return placed.length ? { options, placed } : undefined;
}

/** The columns of written rows that point at one of `theirs`' rows. */
export function referencesTo(theirs: Corporation, rows: [string, Record<string, unknown>][]): string[] {
  const found: string[] = [];
  for (const [table, row] of rows) {
    for (const [column, resource] of Object.entries(REFERENCES)) {
      if (row[column] !== undefined && row[column] !== null && String(row[column]) === idIn(theirs, resource))
        found.push(`${table}.${column} = ${row[column]}`);
    }
  }
  return found;
}
