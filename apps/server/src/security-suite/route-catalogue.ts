import type { RouteOptions } from 'fastify';

/** One method of one route as the app registered it (`url` in Fastify's `/api/units/:id` form). */
export interface AppRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
}

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the app registers, collected by an onRoute hook (pass `onRoute` to useTestApp),
 * so that a route added tomorrow is walked by the suite without anyone listing it.
 */
export function routeCatalogue() {
  const routes: AppRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes answer like them; `/x/` duplicates of `/x` too.
      if (method === 'HEAD' || (route.url.length > 1 && route.url.endsWith('/'))) continue;
      if (!routes.some((known) => known.method === method && known.url === route.url))
        routes.push({ method, url: route.url, hidden });
    }
  };
  return { routes, onRoute };
}

/**
 * The back office's routes: /api, less the public read API (/api/public/v1), which takes a site's
 * key, never a session (its refusals and its sites apart: features/public-api/public-api.test.ts).
 */
export const isAdminRoute = (route: AppRoute) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/public/');
export const isMutating = (route: AppRoute) => MUTATING_METHODS.has(route.method);

/** `/api/units/:id` → `/api/units/{id}`, the OpenAPI document's key. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The parameter names of a route's path. */
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The resource an `:id` names: the path segment before it (`/api/units/:id/v360` → units). */
export function resourceOfParam(url: string, param: string): string | undefined {
  const segments = url.split('/');
  const at = segments.indexOf(`:${param}`);
  return at > 0 ? segments[at - 1] : undefined;
}

/** Fills a route's path parameters with `valueFor(param)`, each value URL-encoded. */
export function fillPath(url: string, valueFor: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, param: string) => encodeURIComponent(valueFor(param)));
}
