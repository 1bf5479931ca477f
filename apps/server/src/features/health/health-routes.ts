import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

/** GET /health: 200 when the database answers, 503 when it does not (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};
