import { normalizeOrigin } from '@vitrine/core/embed-origins';
import { type TEmbedSettings, ZEmbedOriginsInput, ZEmbedSettings } from '@vitrine/core/schemas/embed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEmbedOrigins, replaceEmbedOrigins } from './embed-origins-repository.ts';
import { requireSiteAdmin, siteAdminOf } from './site-admin-policy.ts';

const ZDomainParams = z.object({ id: z.string() });
const ZAnswer = z.object({ data: ZEmbedSettings });

/**
 * GET and PUT /api/domains/{id}/embed: the origins allowed to embed the site (its embed page's
 * frame-ancestors, the bridge's accepted senders, the read API's CORS). Admins of the site's
 * corporation and root; a bad origin is a 422 under `origins.{index}`.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (domainId: number): Promise<{ data: TEmbedSettings }> => ({
    data: { domain_id: domainId, origins: await listEmbedOrigins(app.db, domainId) },
  });

  app.get(
    '/domains/:id/embed',
    {
      schema: { tags: ['embed'], params: ZDomainParams, response: { 200: ZAnswer } },
      preValidation: [requireSiteAdmin],
    },
    async (request) => {
      const { domain } = siteAdminOf(request);
      return answer(domain.id);
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
      return answer(domain.id);
    },
  );
};
