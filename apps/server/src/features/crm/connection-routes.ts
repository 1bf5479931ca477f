import { ZCrmConnectionInput } from '@vitrine/core/schemas/crm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldMessages, unprocessable } from '../../http/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { requiredField } from '../resources/messages.ts';
import { findConnection, listConnectionsOfProject, saveConnection } from './crm-connections.ts';
import type { CrmContext } from './crm-context.ts';
import { crmDb, PROVIDERS, type Provider } from './crm-db.ts';
import { authorizeOn, crmPolicy } from './crm-policy.ts';
import { presentConnection } from './crm-presenter.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';

const ZProjectParams = z.object({ id: z.string() });
const ZConnectionParams = z.object({ id: z.string(), provider: z.enum(PROVIDERS) });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Credentials travel to the base URL: only over TLS, except to this machine (tests, tunnels). */
function plainHttpElsewhere(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && !LOCAL_HOSTS.has(parsed.hostname);
}

/** GET/PUT /api/projects/{id}/crm[/{provider}]: admins only, within their corporation. */
export const connectionRoutes: FastifyPluginAsyncZod<{ context: () => CrmContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/projects/:id/crm',
    {
      schema: { tags: ['crm'], params: ZProjectParams },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'projects', request.params.id, crmPolicy.configure);
      const rows = await listConnectionsOfProject(app.db, row.id);
      return {
        data: PROVIDERS.map((provider) =>
          presentConnection(
            provider,
            rows.find((found) => found.provider === provider),
            app.config.appUrl,
          ),
        ),
      };
    },
  );

  app.get(
    '/api/projects/:id/crm/:provider',
    {
      schema: { tags: ['crm'], params: ZConnectionParams },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'projects', request.params.id, crmPolicy.configure);
      const provider = request.params.provider;
      return {
        data: presentConnection(provider, await findConnection(app.db, row.id, provider), app.config.appUrl),
      };
    },
  );

  app.put(
    '/api/projects/:id/crm/:provider',
    {
      schema: { tags: ['crm'], params: ZConnectionParams, body: ZCrmConnectionInput },
      preHandler: [requireUser],
    },
    async (request) => {
      const { row } = await authorizeOn(request, 'projects', request.params.id, crmPolicy.configure);
      const provider: Provider = request.params.provider;
      const input = request.body;
      const existing = await findConnection(app.db, row.id, provider);

      const errors: FieldMessages = {};
      if (!existing && !input.base_url) errors.base_url = [requiredField('base_url')];
      if (!existing && !input.credentials) errors.credentials = [requiredField('credentials')];
      if (input.base_url && plainHttpElsewhere(input.base_url)) {
        errors.base_url = ['L’adresse doit commencer par https:// (les identifiants y sont envoyés).'];
      }
      let credentials: Record<string, unknown> | undefined;
      if (input.credentials) {
        const parsed = PROVIDER_DEFINITIONS[provider].credentials.safeParse(input.credentials);
        if (parsed.success) credentials = parsed.data;
        for (const issue of parsed.error?.issues ?? []) {
          const field = ['credentials', ...issue.path.map(String)].join('.');
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
      }
      if (input.status_map) {
        const known = await crmDb(app.db)
          .selectFrom('statuses')
          .select('id')
          .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', row.id)]))
          .execute();
        const ids = new Set(known.map((status) => status.id));
        for (const [word, id] of Object.entries(input.status_map)) {
          if (!ids.has(id)) errors[`status_map.${word}`] = [`Le statut ${id} n’existe pas dans ce projet.`];
        }
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors);

      const saved = await saveConnection(context(), row.id, provider, {
        baseUrl: input.base_url,
        credentials,
        statusMap: input.status_map,
        enabled: input.enabled,
      });
      return { data: presentConnection(provider, saved, app.config.appUrl) };
    },
  );
};
