import { type Locale, translate } from '@vitrine/core/i18n/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session.ts';
import { connectionRoutes } from './connection-routes.ts';
import { type CrmContext, crmContextOf } from './crm-context.ts';
import { crmErrorText } from './crm-error-text.ts';
import { authorizeOn, crmPolicy } from './crm-policy.ts';
import { presentPush, presentSyncRun } from './crm-presenter.ts';
import { listPushesOfContact } from './push-repository.ts';
import { runSync, type SyncOutcome } from './sync-service.ts';
import { webhookRoutes } from './webhook-routes.ts';

const ZIdParams = z.object({ id: z.string() });
const ZSyncQuery = z.object({ create: z.enum(['0', '1']).optional() });

/**
 * `{status:'success', message:'Sync done', counts}`; a failed provider call is a 502 naming it,
 * in the reader's language and without the provider's answer (that is in the log).
 */
function syncAnswer(outcome: SyncOutcome, locale: Locale) {
  const runs = outcome.runs.map((run) =>
    run.error === undefined ? run : { ...run, error: crmErrorText(run.error, locale) ?? '' },
  );
  const failed = runs.filter((run) => run.status === 'failed');
  const body = { counts: outcome.counts, runs, requeued_pushes: outcome.requeued_pushes };
  if (failed.length > 0) {
    const reasons = failed.map((run) => run.error).join(' ; ');
    return {
      code: 502,
      body: { status: 'error', message: translate(locale, 'api.crm.syncFailed', { reasons }), ...body },
    };
  }
  return { code: 200, body: { status: 'success', message: 'Sync done', ...body } };
}

/**
 * CRM synchronisation. Admin calls (session and CSRF by the app's plugins, then the policy):
 * the four sync links (POST /api/projects/{id}/emerige, POST /api/buildings/{id}/sync), the
 * project's connections, sync runs and a contact's pushes. Public: provider webhooks.
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  let context: CrmContext | undefined;
  const ctx = () => {
    context ??= crmContextOf(app.db, app.config, app.log);
    return context;
  };

  app.post(
    '/api/projects/:id/emerige',
    {
      schema: { tags: ['crm'], params: ZIdParams, querystring: ZSyncQuery },
      preHandler: [requireUser],
    },
    async (request, reply) => {
      const { actor, row } = await authorizeOn(request, 'projects', request.params.id, crmPolicy.sync);
      const outcome = await runSync(ctx(), {
        projectId: row.id,
        userId: actor.id,
        create: request.query.create === '1',
      });
      const { code, body } = syncAnswer(outcome, request.locale);
      return reply.code(code).send(body);
    },
  );

  app.post(
    '/api/buildings/:id/sync',
    {
      schema: { tags: ['crm'], params: ZIdParams, querystring: ZSyncQuery },
      preHandler: [requireUser],
    },
    async (request, reply) => {
      const { actor, row } = await authorizeOn(request, 'buildings', request.params.id, crmPolicy.sync);
      const outcome = await runSync(ctx(), {
        projectId: Number(row.project_id),
        buildingId: row.id,
        userId: actor.id,
        create: request.query.create === '1',
      });
      const { code, body } = syncAnswer(outcome, request.locale);
      return reply.code(code).send(body);
    },
  );

  app.get(
    '/api/projects/:id/sync-runs',
    {
      schema: { tags: ['crm'], params: ZIdParams },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'projects', request.params.id, crmPolicy.read);
      const runs = await app.db
        .selectFrom('sync_runs')
        .leftJoin('users', 'users.id', 'sync_runs.user_id')
        .selectAll('sync_runs')
        .select('users.name as user_name')
        .where('sync_runs.project_id', '=', row.id)
        .orderBy('sync_runs.id', 'desc')
        .limit(50)
        .execute();
      return { data: runs.map((run) => presentSyncRun(run, request.locale)) };
    },
  );

  app.get(
    '/api/contacts/:id/crm',
    {
      schema: { tags: ['crm'], params: ZIdParams },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'contacts', request.params.id, crmPolicy.read);
      return {
        data: (await listPushesOfContact(app.db, row.id)).map((push) => presentPush(push, request.locale)),
      };
    },
  );

  await app.register(connectionRoutes, { context: ctx });
  await app.register(webhookRoutes, { context: ctx });
};
