import { normalizeOrigin } from '@vitrine/core/embed-origins';
import { orbitalPath, projectPathName } from '@vitrine/core/orbital-path';
import { type TEmbedSettings, ZEmbedOriginsInput, ZEmbedSettings } from '@vitrine/core/schemas/embed';
import { pickTranslation } from '@vitrine/core/schemas/translatable';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/schema.ts';
import { parseTranslated } from '../../db/translatable.ts';
import { siteOrigin } from '../domain/site-of-host.ts';
import { listEmbedOrigins, replaceEmbedOrigins } from './embed-origins-repository.ts';
import { EMBED_PREFIX } from './embed-page.ts';
import { requireSiteAdmin, siteAdminOf } from './site-admin-policy.ts';

const ZDomainParams = z.object({ id: z.string() });
const ZAnswer = z.object({ data: ZEmbedSettings });

/**
 * GET and PUT /api/domains/{id}/embed: the origins allowed to embed the site (its embed page's
 * frame-ancestors, the bridge's accepted senders, the read API's CORS). Admins of the site's
 * corporation and root; a bad origin is a 422 under `origins.{index}`.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (
    request: FastifyRequest,
    domain: Row<'domains'>,
  ): Promise<{ data: TEmbedSettings }> => {
    const projects = await app.db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('domain_id', '=', domain.id)
      .orderBy('id')
      .execute();
    return {
      data: {
        domain_id: domain.id,
        origins: await listEmbedOrigins(app.db, domain.id),
        site_origin: siteOrigin({ domain, exact: true }, app.config.appUrl),
        projects: projects.map((project) => {
          const name = parseTranslated(project.name);
          return {
            id: project.id,
            name: pickTranslation(name, request.locale),
            embed_path: `${EMBED_PREFIX}${orbitalPath({ project: projectPathName({ name: name.fr, translatable: { name } }) })}`,
          };
        }),
      },
    };
  };

  app.get(
    '/domains/:id/embed',
    {
      schema: { tags: ['embed'], params: ZDomainParams, response: { 200: ZAnswer } },
      preValidation: [requireSiteAdmin],
    },
    async (request) => {
      const { domain } = siteAdminOf(request);
      return answer(request, domain);
    },
  );

  app.put(
    '/domains/:id/embed',
    {
      schema: {
        tags: ['embed'],
        params: ZDomainParams,
        body: ZEmbedOriginsInput,
        response: { 200: ZAnswer },
      },
      preValidation: [requireSiteAdmin],
    },
    async (request) => {
      const { domain } = siteAdminOf(request);
      const origins = [...new Set(request.body.origins.map((origin) => normalizeOrigin(origin)!))];
      await replaceEmbedOrigins(app.db, domain.id, origins);
      return answer(request, domain);
    },
  );
};
