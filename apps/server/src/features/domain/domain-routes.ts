import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-errors.ts';
import { presentContextOf } from '../../http/present-context-of.ts';
import { ZPublicQuery } from '../../http/public-query.ts';
import { publicDomainTree } from './domain-service.ts';

/** GET /domain: the site chosen by the Host header (the first one for an unknown host). */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/domain', { schema: { querystring: ZPublicQuery } }, async (request) => {
    const domain = await publicDomainTree(app.db, request.hostname, presentContextOf(request, request.query));
    if (!domain) throw notFound();
    return { data: domain };
  });
};
