import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories/categories-routes.ts';
import { domainRoutes } from './domain/domain-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { unitRoutes } from './units/unit-routes.ts';

/**
 * Every feature's routes. A feature is a folder (routes, repository, service, presenter, policy,
 * tests) exporting one plugin; add it here. Public calls have no prefix; admin calls live under
 * /api (register them with `{ prefix: '/api' }`).
 */
export const features: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(domainRoutes);
  await app.register(categoriesRoutes);
  await app.register(unitRoutes);
};
