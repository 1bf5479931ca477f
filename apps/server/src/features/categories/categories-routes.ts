import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentContextOf } from '../../http/present-context-of.ts';
import { ZPublicQuery } from '../../http/public-query.ts';
import { presentCategory } from '../../presenters/status-presenters.ts';
import { findDomainForHost } from '../domain/domain-repository.ts';
import { listCategoriesOfDomain } from './categories-repository.ts';

/** GET /categories: the categories of the projects of the site chosen by the Host header. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { querystring: ZPublicQuery } }, async (request) => {
    const domain = await findDomainForHost(app.db, request.hostname);
    const rows = domain ? await listCategoriesOfDomain(app.db, domain.id) : [];
    const ctx = presentContextOf(request, request.query);
    return { data: rows.map((row) => presentCategory(row, ctx)) };
  });
};
