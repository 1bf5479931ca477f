import { isDatabaseId } from '@vitrine/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findRow } from '../features/resources/list-rows.ts';
import { resourceRegistry } from '../features/resources/registry.ts';
import { admins } from '../features/resources/resource.ts';
import { forbidden, notFound } from '../http/http-errors.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { findJob, presentJob } from './job-queue.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * GET /api/jobs/{id}: a background job's status, progress and error, for whoever may change the
 * resource it works on (404 out of reach, 403 for a plain user), as the call that queued it.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    { schema: { params: ZId, tags: ['jobs'] }, preHandler: [requireUser] },
    async (request) => {
      const job = isDatabaseId(request.params.id) ? await findJob(app.db, request.params.id) : undefined;
      const resource = job && resourceRegistry.get(job.resource);
      if (!job || !resource) throw notFound();
      const actor = currentUser(request);
      if (!(await findRow(app.db, resource, actor, job.resource_id))) throw notFound();
      if (!admins(actor)) throw forbidden();
      return { job: presentJob(job, request.locale) };
    },
  );
};
