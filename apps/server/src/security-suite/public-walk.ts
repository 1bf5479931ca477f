import type { App } from '../app.ts';
import { solveCaptcha } from '../features/leads/leads-test-kit.ts';
import { referencesTo } from './foreign-request.ts';
import { type OpenApiDocument, routeInput, sampleOf } from './openapi-document.ts';
import { type AppRoute, fillPath, isAdminRoute, isMutating } from './route-catalogue.ts';
import { type Corporation, paramValue, type SecurityWorld } from './suite-world.ts';
import { addedRows, snapshotTables, tableChanges } from './table-snapshot.ts';

/** A Host header that names no site. */
export const FOREIGN_HOST = 'nowhere.example.test';

/** Tables a visitor's calls write by design: an anonymous session (csrf-cookie), spent captchas. */
const VISITOR_TABLES = new Set(['sessions', 'captcha_solutions']);

/** The public routes: everything outside /api but the CRMs' webhooks (signed calls, not visitors). */
export const publicRoutes = (routes: AppRoute[]) =>
  routes.filter((route) => !isAdminRoute(route) && !route.url.startsWith('/webhooks/'));

/**
 * What a visitor's form sends, every reference naming `theirs` and with a solved captcha, so
 * that only the host and the ids stand between the call and a stored lead.
 */
async function visitorForm(app: App, theirs: Corporation, host: string) {
  return {
    first_name: 'Eve',
    last_name: 'Intruder',
    email: 'eve@example.test',
    phone: '+32 2 000 00 00',
    body: 'Bonjour',
    rgpd_acceptance: '1',
    url: `http://${host}/`,
    unit_id: theirs.unit,
    project_id: theirs.project,
    domain_id: theirs.domain,
    recaptcha_token: await solveCaptcha(app),
  };
}

export interface PublicProbe {
  host: string;
  /** The other corporation: its ids fill the paths and bodies, and none of it may come back. */
  theirs: Corporation;
  /** Whether the host is no site: then nothing of any corporation comes back, no write is taken. */
  unknownHost: boolean;
}

/**
 * Calls the given public routes as `probe` says and gives one line per answer that shows one of
 * their rows (their names carry their key; on an unknown host, any corporation's), fails with a
 * 5xx, takes a write on an unknown host (404 expected), writes a row pointing at theirs or
 * changes a row where nothing may change.
 */
export async function walkPublicRoutes(
  world: SecurityWorld,
  document: OpenApiDocument,
  routes: AppRoute[],
  probe: PublicProbe,
): Promise<{ failures: string[]; calls: number }> {
  const failures: string[] = [];
  const hidden = new RegExp(
    probe.unknownHost ? `${world.mine.key}|${probe.theirs.key}` : probe.theirs.key,
    'i',
  );
  let calls = 0;
  let before = await snapshotTables(world.ctx.db);
  for (const route of routes) {
    const url = fillPath(route.url, (param) => paramValue(probe.theirs, route.url, param)).replace('*', '');
    const input = routeInput(document, route);
    const payload = isMutating(route)
      ? input.body
        ? (sampleOf(input.body) as object)
        : await visitorForm(world.ctx.app, probe.theirs, probe.host)
      : undefined;
    calls++;
    const response = await world.ctx.app.inject({
      method: route.method as 'GET',
      url,
      headers: { host: probe.host },
      remoteAddress: `198.51.100.${(calls % 250) + 1}`,
      ...(payload && { payload }),
    });
    const call = `${route.method} ${url} (Host ${probe.host})`;
    if (response.statusCode >= 500) failures.push(`${call} → ${response.statusCode}`);
    const shown = hidden.exec(response.body);
    if (shown) failures.push(`${call} shows “${shown[0]}”: ${response.body.slice(0, 160)}`);
    const after = await snapshotTables(world.ctx.db);
    const written = addedRows(before, after).filter(([table]) => !VISITOR_TABLES.has(table));
    if (probe.unknownHost) {
      if (isMutating(route) && response.statusCode !== 404) failures.push(`${call} → ${response.statusCode}`);
      const changes = tableChanges(before, after).filter(
        (change) => !VISITOR_TABLES.has(change.split(':')[0]!),
      );
      if (changes.length) failures.push(`${call} changed ${changes.join('; ')}`);
    }
    const pointing = referencesTo(probe.theirs, written);
    if (pointing.length) failures.push(`${call} wrote rows pointing at theirs: ${pointing.join(', ')}`);
    before = after;
  }
  return { failures, calls };
}
