import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { FUZZ_SEED, fuzzRoutes } from './bad-input-fuzz.ts';
import { type OpenApiDocument, openApiDocument } from './openapi-document.ts';
import { useSecurityWorld } from './suite-world.ts';

/** Time for one engine's fuzz: the two engines together stay around a minute on two cores. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 22_000);

describe.each(testDatabases())('bad input on every admin and public route on $name', ({ name, dialect }) => {
  const world = useSecurityWorld(dialect);
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = await openApiDocument(world.ctx.app);
  });

  it(
    'never answers 5xx nor shows a stack trace or SQL, whatever the params, query and body',
    async () => {
      const started = Date.now();
      const routes = world.routes;
      const report = await fuzzRoutes(world, document, routes, BUDGET_MS);
      console.info(
        `bad-input fuzz on ${name}: ${report.routes} routes, ${report.cases} cases in ${Date.now() - started} ms (seed ${FUZZ_SEED})${report.slow.length ? `; no case within its time: ${report.slow.join(', ')}` : ''}`,
      );
      expect(report.routes).toBeGreaterThan(100);
      expect(report.failures).toEqual([]);
    },
    BUDGET_MS * 3,
  );
});
