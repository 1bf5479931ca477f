import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { type OpenApiDocument, openApiDocument } from './openapi-document.ts';
import { FOREIGN_HOST, publicRoutes, walkPublicRoutes } from './public-walk.ts';
import { useSecurityWorld } from './suite-world.ts';

describe.each(testDatabases())('every public route on $name', ({ dialect }) => {
  const world = useSecurityWorld(dialect);
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = await openApiDocument(world.ctx.app);
  });

  it('gives a Host that is no site nothing of any corporation, and answers its writes 404 storing nothing', async () => {
    const { failures, calls } = await walkPublicRoutes(world, document, publicRoutes(world.routes), {
      host: FOREIGN_HOST,
      theirs: world.theirs,
      unknownHost: true,
    });
    console.info(`public routes on a Host that is no site: ${calls} calls`);
    expect(failures).toEqual([]);
  });

  it('gives a site nothing of another corporation for its ids, and stores no lead pointing at them', async () => {
    const routes = publicRoutes(world.routes);
    expect(routes.length).toBeGreaterThan(8);
    const { failures, calls } = await walkPublicRoutes(world, document, routes, {
      host: `${world.mine.key}.example.test`,
      theirs: world.theirs,
      unknownHost: false,
    });
    console.info(`public routes with another corporation's ids: ${calls} calls`);
    expect(failures).toEqual([]);
  });
});
