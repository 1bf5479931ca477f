import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitHistoryRoutes } from './unit-history-routes.ts';
import { unitWebhookRoutes } from './unit-webhook-routes.ts';

/** Unit history and the unit-changes webhook (issue 16 point 4), under /api. */
export const unitHistoryFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(unitHistoryRoutes);
  await app.register(unitWebhookRoutes);
};
