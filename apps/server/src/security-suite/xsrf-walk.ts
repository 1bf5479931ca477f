import type { TestAgent } from '../features/auth/test-agent.ts';
import { type AppRoute, fillPath, isAdminRoute, isMutating } from './route-catalogue.ts';
import type { SecurityWorld } from './suite-world.ts';
import { paramValue } from './suite-world.ts';
import { snapshotTables, tableChanges } from './table-snapshot.ts';

/** A way of writing an /api path that a router may read as the same route. */
export interface PathVariant {
  name: string;
  rewrite: (path: string) => string;
}

const afterApi = (path: string) => path.slice('/api/'.length);

export const PLAIN_PATH: PathVariant = { name: 'plain', rewrite: (path) => path };

/** Escaped letters of `api`, which the router decodes to the /api route. */
export const ESCAPED_API_PATHS: PathVariant[] = [
  { name: '%61pi', rewrite: (path) => `/%61pi/${afterApi(path)}` },
  { name: '%61%70%69', rewrite: (path) => `/%61%70%69/${afterApi(path)}` },
  {
    name: 'escaped resource %75nits',
    rewrite: (path) => `/api/${afterApi(path).replace(/^[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  },
];

/** Other spellings: escaped slashes, upper-case escapes, double slashes, dot segments. */
export const OTHER_PATH_SPELLINGS: PathVariant[] = [
  { name: 'upper-case escapes %41%50%49', rewrite: (path) => `/%41%50%49/${afterApi(path)}` },
  { name: '%2F slashes', rewrite: (path) => `/api%2F${afterApi(path).replaceAll('/', '%2F')}` },
  { name: '%2f slashes', rewrite: (path) => `/api%2f${afterApi(path).replaceAll('/', '%2f')}` },
  { name: 'leading double slash', rewrite: (path) => `/${path}` },
  { name: 'double slash after /api', rewrite: (path) => `/api//${afterApi(path)}` },
  { name: 'dot segment', rewrite: (path) => `/api/./${afterApi(path)}` },
];

/** Answers a mutating call without the CSRF header may get: refused, signed out, or no such route. */
export const REFUSED_WITHOUT_XSRF = [419, 401, 404];

/** The mutating routes under /api: the session-authenticated ones the CSRF header guards. */
export const mutatingAdminRoutes = (routes: AppRoute[]) =>
  routes.filter((route) => isMutating(route) && isAdminRoute(route));

const cookieOf = (agent: TestAgent) =>
  Object.entries(agent.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * Sends every given route, written as each variant, with the cookies of a signed-in session
 * (session and XSRF-TOKEN) but without X-XSRF-TOKEN. Gives one line per call that was not
 * refused and per route whose calls changed a row (every table compared before and after).
 */
export async function walkWithoutXsrf(
  world: SecurityWorld,
  signIn: () => Promise<TestAgent>,
  routes: AppRoute[],
  variants: PathVariant[],
  refused: (status: number) => boolean = (status) => REFUSED_WITHOUT_XSRF.includes(status),
): Promise<{ failures: string[]; calls: number }> {
  const failures: string[] = [];
  let cookie = cookieOf(await signIn());
  let calls = 0;
  let before = await snapshotTables(world.ctx.db);
  for (const route of routes) {
    const path = fillPath(route.url, (param) => paramValue(world.mine, route.url, param));
    for (const variant of variants) {
      const url = variant.rewrite(path);
      const response = await world.ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      calls++;
      if (!refused(response.statusCode))
        failures.push(`${variant.name}: ${route.method} ${url} → ${response.statusCode}`);
    }
    const after = await snapshotTables(world.ctx.db);
    const changes = tableChanges(before, after);
    before = after;
    if (changes.length === 0) continue;
    failures.push(`${route.method} ${route.url} changed ${changes.join('; ')}`);
    // A call that got through may have ended the session (logout): sign in again.
    cookie = cookieOf(await signIn());
    before = await snapshotTables(world.ctx.db);
  }
  return { failures, calls };
}
