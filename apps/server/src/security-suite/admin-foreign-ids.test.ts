import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../features/auth/test-agent.ts';
import { testDatabases } from '../test/databases.ts';
import { foreignRequest } from './foreign-request.ts';
import { type OpenApiDocument, openApiDocument } from './openapi-document.ts';
import { isAdminRoute } from './route-catalogue.ts';
import { useSecurityWorld } from './suite-world.ts';
import { snapshotTables, tableChanges } from './table-snapshot.ts';

/** Answers to a call on another corporation's rows: not yours, not allowed, or not valid input. */
const REFUSED = [403, 404];
/** A body naming their rows may also fail validation first; a filtered list may be empty (or the docs redirect). */
const REFUSED_BODY = [...REFUSED, 400, 422];
const LIST = [200, 302, 400, 403, 404];

describe.each(testDatabases())('every admin route with another corporation’s ids on $name', ({ dialect }) => {
  const world = useSecurityWorld(dialect);
  let document: OpenApiDocument;
  const actors: Record<string, TestAgent> = {};

  beforeAll(async () => {
    document = await openApiDocument(world.ctx.app);
    actors.admin = await world.signIn(world.mine.adminEmail);
    actors.user = await world.signIn(world.mine.userEmail);
  });

  it.each(['admin', 'user'])(
    'refuses an %s (role 2 or 4) every route on their rows, shows nothing of theirs and changes nothing',
    async (role) => {
      const failures: string[] = [];
      let walked = 0;
      let before = await snapshotTables(world.ctx.db);
      for (const route of world.routes.filter(isAdminRoute)) {
        const request = foreignRequest(document, route, world.theirs);
        if (!request) continue;
        walked++;
        const response = await actors[role]!.request(request.options);
        const allowed = request.placed.some((place) => place.startsWith(':'))
          ? REFUSED
          : route.method === 'GET'
            ? LIST
            : REFUSED_BODY;
        const call = `${route.method} ${request.options.url} (${request.placed.join(', ')})`;
        if (!allowed.includes(response.statusCode)) failures.push(`${call} → ${response.statusCode}`);
        if (/beta/i.test(response.body))
          failures.push(`${call} shows their rows: ${response.body.slice(0, 200)}`);
        const after = await snapshotTables(world.ctx.db);
        const changes = tableChanges(before, after);
        if (changes.length) failures.push(`${call} changed ${changes.join('; ')}`);
        before = after;
      }
      console.info(`admin routes with foreign ids (${role}): ${walked} routes`);
      expect(walked).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
