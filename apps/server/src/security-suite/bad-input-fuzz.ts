import fc from 'fast-check';
import type { TestAgent } from '../features/auth/test-agent.ts';
import { jsonText } from './hostile-values.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { routeInput } from './openapi-document.ts';
import { type AppRoute, isAdminRoute, isMutating, pathParams } from './route-catalogue.ts';
import { type FuzzCase, fuzzCases } from './schema-arbitraries.ts';
import { paramValue, type SecurityWorld } from './suite-world.ts';

/** The fuzz's fixed seed: the same cases every run, so a failure can be replayed. */
export const FUZZ_SEED = 20261124;

/** What an answer must never show: a stack trace, a source path, or the database's own words. */
const LEAKS = [
  /\bat\s+[\w.<>$]+\s+\([^)]*:\d+:\d+\)/,
  /node_modules|\/src\/[\w/-]+\.ts\b/,
  /SQLITE_[A-Z]+/,
  /syntax error at or near/i,
  /violates [\w-]+ constraint/i,
  /relation "[^"]+" does not exist/i,
  /out of range for type/i,
  /invalid input syntax for type/i,
  /\b(select|insert into|delete from|update)\b[^"]{0,200}\b(from|where|values|set)\b/i,
];

/** Why an answer is wrong, or undefined when it is fine. */
export function badAnswer(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  return leak ? `shows ${leak}: ${body.slice(0, 200)}` : undefined;
}

// Reads first, deletions last: a deleted row would leave later routes only 404s to answer.
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface FuzzReport {
  routes: number;
  cases: number;
  failures: string[];
  /** Routes whose first case outlasted their share of the time. */
  slow: string[];
}

function urlOf(route: AppRoute, fuzzCase: FuzzCase): string {
  const path = route.url
    .replace(/:(\w+)/g, (_match, param: string) => encodeURIComponent(fuzzCase.path[param] ?? ''))
    .replace('*', encodeURIComponent(fuzzCase.path['*'] ?? ''));
  const query = fuzzCase.query.map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return query.length ? `${path}?${query.join('&')}` : path;
}

/**
 * Sends every route `budgetMs / routes` worth of generated bad input (see schema-arbitraries.ts)
 * as a signed-in root account, public routes on the actors' site, and gives each route's first
 * failing case: a 5xx, or an answer showing a stack trace or SQL.
 */
export async function fuzzRoutes(
  world: SecurityWorld,
  document: OpenApiDocument,
  routes: AppRoute[],
  budgetMs: number,
): Promise<FuzzReport> {
  const report: FuzzReport = { routes: 0, cases: 0, failures: [], slow: [] };
  const ordered = [...routes].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const perRouteMs = Math.max(50, Math.floor(budgetMs / ordered.length));
  const host = `${world.mine.key}.example.test`;
  let agent: TestAgent = await world.signInRoot();
  for (const route of ordered) {
    report.routes++;
    const params = [...pathParams(route.url), ...(route.url.includes('*') ? ['*'] : [])];
    const realValue = (param: string) => (param === '*' ? '' : paramValue(world.mine, route.url, param));
    const cases = fuzzCases(params, routeInput(document, route), realValue, isMutating(route));
    const property = fc.asyncProperty(cases, async (fuzzCase) => {
      report.cases++;
      const sendsBody = fuzzCase.body !== undefined;
      const response = await agent.request({
        method: route.method as 'GET',
        url: urlOf(route, fuzzCase),
        headers: { host, ...(sendsBody && { 'content-type': 'application/json' }) },
        remoteAddress: `203.0.113.${(report.cases % 250) + 1}`,
        ...(sendsBody && { payload: jsonText(fuzzCase.body) }),
      });
      const bad = badAnswer(response.statusCode, response.body);
      if (bad) throw new Error(`${route.method} ${urlOf(route, fuzzCase)} ${bad}`);
    });
    try {
      await fc.assert(property, {
        seed: FUZZ_SEED,
        numRuns: 500,
        interruptAfterTimeLimit: perRouteMs,
        markInterruptAsFailure: false,
        endOnFailure: true,
      });
    } catch (error) {
      // fast-check keeps the property's own error (the failing call) as the cause; without one,
      // the route's time ran out before its first case ended (slow, not wrong).
      const { cause, message } = error as Error;
      if (cause instanceof Error) report.failures.push(cause.message);
      else if (!message.startsWith('Property interrupted'))
        report.failures.push(`${route.method} ${route.url}: ${message}`);
    }
    // A case may have signed the account out (POST /api/logout): sign in again.
    if (isAdminRoute(route)) {
      const me = await agent.request({ method: 'GET', url: '/api/auth/user' });
      if (me.statusCode !== 200) agent = await world.signInRoot();
    }
  }
  return report;
}
