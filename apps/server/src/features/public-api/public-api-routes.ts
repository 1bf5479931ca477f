import type { TDomain } from '@vitrine/core/schemas/domain';
import {
  ZPublicApiError,
  ZPublicApiProject,
  ZPublicApiProjectSummary,
  ZPublicApiUnit,
  ZPublicApiUnitDetail,
} from '@vitrine/core/schemas/public-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-errors.ts';
import { presentDomainTree } from '../domain/domain-presenter.ts';
import { loadDomainTreeRows } from '../domain/domain-repository.ts';
import { pathIdOf } from '../embed/site-admin-policy.ts';
import { requireApiKey, siteOfKey } from './api-key-auth.ts';
import { answerPreflight } from './public-api-cors.ts';
import {
  findListedUnit,
  listedUnitsOf,
  presentApiProject,
  presentApiProjectSummary,
  presentApiUnit,
} from './public-api-presenter.ts';

const ZLocaleQuery = z.object({ locale: z.enum(['fr', 'en']).optional() });
const ZIdParams = z.object({ id: z.string() });
const refusals = { 401: ZPublicApiError, 404: ZPublicApiError, 429: ZPublicApiError };
const security: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];
const NO_PARAMS = z.object({});

/** A read-API route's options: documented (OpenAPI), behind the key. */
function readRoute<R extends Record<number, z.ZodType>, P extends z.ZodObject>(
  summary: string,
  response: R,
  params: P,
) {
  return {
    schema: {
      tags: ['public read API'],
      summary,
      security,
      querystring: ZLocaleQuery,
      params,
      response: { ...response, ...refusals },
    },
    preHandler: [requireApiKey],
  };
}

const notFoundHere = () => new HttpError(404, { key: 'api.notFound' }, { reason: 'not-found' });

/**
 * The public read API of a site, for the developer's own site (issue 16 point 3), under
 * /api/public/v1: its projects, a project's structure, its units as the site lists them (status,
 * and the price only where the site shows it), one unit. Each call sends a key of the site
 * (api-key-auth.ts), which alone decides the site; CORS for the site's listed origins.
 */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The key's site as its public pages show it, texts in the request's language. */
  async function siteOf(request: FastifyRequest): Promise<TDomain> {
    const domainId = siteOfKey(request);
    const domain = await app.db
      .selectFrom('domains')
      .selectAll()
      .where('id', '=', domainId)
      .executeTakeFirstOrThrow();
    // translatable: the project's French name makes its path on the site
    const ctx = { locale: request.locale, translatable: true, fileUrl: app.storage.url };
    return presentDomainTree(domain, await loadDomainTreeRows(app.db, domainId), ctx);
  }

  function projectOf(site: TDomain, id: string) {
    const projectId = pathIdOf(id);
    const project = site.projects?.find((candidate) => candidate.id === projectId);
    if (!project) throw notFoundHere();
    return project;
  }

  // answers differ by the Origin they are read from (CORS)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Origin');
  });
  app.options('/*', { schema: { hide: true } }, answerPreflight);

  app.get(
    '/projects',
    readRoute(
      'The site’s projects',
      { 200: z.object({ data: z.array(ZPublicApiProjectSummary) }) },
      NO_PARAMS,
    ),
    async (request) => ({ data: ((await siteOf(request)).projects ?? []).map(presentApiProjectSummary) }),
  );

  app.get(
    '/projects/:id',
    readRoute(
      'A project’s structure: buildings, floors, their units’ ids, statuses',
      { 200: z.object({ data: ZPublicApiProject }) },
      ZIdParams,
    ),
    async (request) => ({ data: presentApiProject(projectOf(await siteOf(request), request.params.id)) }),
  );

  app.get(
    '/projects/:id/units',
    readRoute(
      'A project’s units as the site lists them (price null where the site hides it)',
      { 200: z.object({ data: z.array(ZPublicApiUnit) }) },
      ZIdParams,
    ),
    async (request) => {
      const project = projectOf(await siteOf(request), request.params.id);
      return {
        data: listedUnitsOf(project).map(({ building, floor, unit }) =>
          presentApiUnit(project, building, floor, unit),
        ),
      };
    },
  );

  app.get(
    '/units/:id',
    readRoute(
      'One unit of the site (its description only where its sheet opens)',
      { 200: z.object({ data: ZPublicApiUnitDetail }) },
      ZIdParams,
    ),
    async (request) => {
      const unitId = pathIdOf(request.params.id);
      const found = unitId === null ? undefined : findListedUnit(await siteOf(request), unitId);
      if (!found) throw notFoundHere();
      const { project, building, floor, unit } = found;
      return { data: { ...presentApiUnit(project, building, floor, unit), description: unit.description } };
    },
  );
};
