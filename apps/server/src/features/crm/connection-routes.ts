import {
  crmCredentialFields,
  type TCrmConnectionInput,
  ZCrmConnectionInput,
} from '@vitrine/core/schemas/crm';
import { fieldErrors } from '@vitrine/core/schemas/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldMessages, unprocessable } from '../../http/http-errors.ts';
import { validate } from '../../http/zod-validator.ts';
import { requireUser } from '../../plugins/session.ts';
import { requiredField } from '../resources/messages.ts';
import { namesInternalHost } from './crm-address-policy.ts';
import {
  type ConnectionRow,
  findConnection,
  listConnectionsOfProject,
  saveConnection,
} from './crm-connections.ts';
import type { CrmContext } from './crm-context.ts';
import { PROVIDERS, type Provider } from './crm-db.ts';
import { authorizeOn, crmPolicy } from './crm-policy.ts';
import { presentConnection } from './crm-presenter.ts';
import { PROVIDER_DEFINITIONS } from './providers/index.ts';

const ZProjectParams = z.object({ id: z.string() });
const ZConnectionParams = z.object({ id: z.string(), provider: z.enum(PROVIDERS) });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Credentials travel to the base URL: only over TLS, except to this machine (tests, tunnels). */
function plainHttpElsewhere(url: URL): boolean {
  return url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname);
}

/** Whether two base URLs are the same once spelt alike (case of the host, trailing slash). */
function sameBaseUrl(a: string, b: string): boolean {
  const normal = (url: string) => new URL(url).href.replace(/\/+$/, '');
  try {
    return normal(a) === normal(b);
  } catch {
    return false;
  }
}

/**
 * The base URL's own problems: an internal host (unless CRM_ALLOW_PRIVATE_HOSTS), plain http to
 * another machine, and a new address without the credentials: the stored ones were given for the
 * old host and are never sent to another one.
 */
function baseUrlErrors(
  input: TCrmConnectionInput,
  existing: ConnectionRow | undefined,
  provider: Provider,
  allowPrivate: boolean,
): FieldMessages {
  if (!input.base_url) return {};
  const url = new URL(input.base_url);
  if (!allowPrivate && namesInternalHost(url)) return { base_url: [{ key: 'api.crm.internalHost' }] };
  if (plainHttpElsewhere(url)) return { base_url: [{ key: 'api.crm.httpsRequired' }] };
  if (!existing || input.credentials || sameBaseUrl(input.base_url, existing.base_url)) return {};
  return Object.fromEntries(
    crmCredentialFields(provider)
      .filter((field) => !field.optional)
      .map((field) => [`credentials.${field.name}`, [{ key: 'api.crm.credentialsAgain' } as const]]),
  );
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

      const errors: FieldMessages = baseUrlErrors(input, existing, provider, app.config.crmAllowPrivateHosts);
      if (!existing && !input.base_url) errors.base_url = [requiredField('base_url')];
      if (!existing && !input.credentials) errors.credentials = [requiredField('credentials')];
      let credentials: Record<string, unknown> | undefined;
      if (input.credentials) {
        // the one road to a 422 (zod-validator.ts), in the request's language beside the other checks
        const body = z.object({ credentials: PROVIDER_DEFINITIONS[provider].credentials });
        const { value, error } = validate(body, { credentials: input.credentials });
        if (value) credentials = value.credentials;
        else
          for (const [field, messages] of Object.entries(fieldErrors(error.inLocale(request.locale))))
            errors[field] = [...(errors[field] ?? []), ...messages];
      }
      if (input.status_map) {
        const known = await app.db
          .selectFrom('statuses')
          .select('id')
          .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', row.id)]))
          .execute();
        const ids = new Set(known.map((status) => status.id));
        for (const [word, id] of Object.entries(input.status_map)) {
          if (!ids.has(id)) errors[`status_map.${word}`] = [{ key: 'api.crm.unknownStatus', params: { id } }];
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
