import { isDatabaseId } from '@vitrine/core/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findRow } from '../features/resources/list-rows.ts';
import { resourceRegistry } from '../features/resources/registry.ts';
import { admins } from '../features/resources/resource.ts';
import { forbidden, notFound } from '../http/http-errors.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { findJob, type JobRow, presentJob } from './job-queue.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * Job `id` for whoever may change the resource it works on: 404 when it or its resource is out
 * of the actor's reach, 403 for a plain user.
 */
export async function jobInReach(request: FastifyRequest, id: number): Promise<JobRow> {
  const job = isDatabaseId(id) ? await findJob(request.server.db, id) : undefined;
  const resource = job && resourceRegistry.get(job.resource);
  if (!job || !resource) throw notFound();
  const actor = currentUser(request);
  if (!(await findRow(request.server.db, resource, actor, job.resource_id))) throw notFound();
  if (!admins(actor)) throw forbidden();
  return job;
}

/**
 * GET /api/jobs/{id}: a background job's status, progress and error, for whoever may change the
 * resource it works on (404 out of reach, 403 for a plain user), as the call that queued it.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    { schema: { params: ZId, tags: ['jobs'] }, preHandler: [requireUser] },
    async (request) => ({ job: presentJob(await jobInReach(request, request.params.id), request.locale) }),
  );
};
