import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { isAdminRoute, isMutating } from './route-catalogue.ts';
import { useSecurityWorld } from './suite-world.ts';
import {
  ESCAPED_API_PATHS,
  mutatingAdminRoutes,
  OTHER_PATH_SPELLINGS,
  PLAIN_PATH,
  walkWithoutXsrf,
} from './xsrf-walk.ts';

describe.each(testDatabases())('every mutating route without X-XSRF-TOKEN on $name', ({ dialect }) => {
  const world = useSecurityWorld(dialect);

  it('refuses every mutating /api route (419) and changes no row', async () => {
    const routes = mutatingAdminRoutes(world.routes);
    expect(routes.length).toBeGreaterThan(40);
    const { failures, calls } = await walkWithoutXsrf(world, world.signInRoot, routes, [PLAIN_PATH]);
    console.info(`without X-XSRF-TOKEN: ${routes.length} mutating /api routes, ${calls} calls`);
    expect(failures).toEqual([]);
  });

  it('refuses the /api routes written with escaped slashes, upper-case escapes, double slashes or dot segments', async () => {
    const routes = mutatingAdminRoutes(world.routes);
    const { failures, calls } = await walkWithoutXsrf(world, world.signInRoot, routes, OTHER_PATH_SPELLINGS);
    console.info(`without X-XSRF-TOKEN, re-spelt paths: ${calls} calls`);
    expect(failures).toEqual([]);
  });

  it('refuses /%61pi/…, /%61%70%69/… and /api/%75nits… (letters the router decodes) and changes no row', async () => {
    const routes = mutatingAdminRoutes(world.routes);
    const { failures, calls } = await walkWithoutXsrf(world, world.signInRoot, routes, ESCAPED_API_PATHS);
    console.info(`without X-XSRF-TOKEN, escaped letters: ${calls} calls`);
    expect(failures).toEqual([]);
  });

  it('lets the session change nothing on the mutating routes outside /api (visitor forms, webhooks)', async () => {
    const routes = world.routes.filter((route) => isMutating(route) && !isAdminRoute(route));
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'POST /beacons',
      'POST /contact',
      'POST /unit/mail-to',
      'POST /webhooks/:provider/:connectionId',
    ]);
    const { failures } = await walkWithoutXsrf(
      world,
      world.signInRoot,
      routes,
      [PLAIN_PATH],
      (status) => status >= 400,
    );
    expect(failures).toEqual([]);
  });
});
