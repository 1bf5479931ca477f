import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics-routes.ts';
import { beaconRoutes } from './beacon-routes.ts';
import { viewedUnitsRoutes } from './viewed-units-routes.ts';

/** Visitor analytics: the public beacon (no prefix) and the back office's reads (under /api). */
export const visitorAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(beaconRoutes);
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(viewedUnitsRoutes, { prefix: '/api' });
};
