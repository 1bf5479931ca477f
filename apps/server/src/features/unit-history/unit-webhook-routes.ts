import { type TUnitWebhook, ZUnitWebhookInput } from '@vitrine/core/schemas/price-list';
import { ROLE } from '@vitrine/core/schemas/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unprocessable } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { namesInternalHost } from '../crm/crm-address-policy.ts';
import { findRow } from '../resources/list-rows.ts';
import { invalidChoice } from '../resources/messages.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { newWebhookSecret } from './unit-webhook-signature.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });
const corporations = () => resourceRegistry.get('corporations')!;

/** The corporation of the path, when the actor is its admin (or root): 404 out of reach, 403 for a user. */
async function corporationOf(app: FastifyInstance, request: FastifyRequest, id: number): Promise<number> {
  const actor = currentUser(request);
  const row = await findRow(app.db, corporations(), actor, id);
  if (!row) throw notFound();
  if (actor.role > ROLE.ADMIN) throw forbidden();
  return Number(row.id);
}

/** The corporation's webhook row, made (off, with a fresh secret) the first time it is asked for. */
async function webhookRow(app: FastifyInstance, corporationId: number) {
  const found = await app.db
    .selectFrom('unit_webhooks')
    .selectAll()
    .where('corporation_id', '=', corporationId)
    .executeTakeFirst();
  if (found) return found;
  await app.db
    .insertInto('unit_webhooks')
    .values({ corporation_id: corporationId, secret: newWebhookSecret() })
    .onConflict((oc) => oc.column('corporation_id').doNothing())
    .execute();
  return app.db
    .selectFrom('unit_webhooks')
    .selectAll()
    .where('corporation_id', '=', corporationId)
    .executeTakeFirstOrThrow();
}

async function presentWebhook(app: FastifyInstance, corporationId: number): Promise<TUnitWebhook> {
  const row = await webhookRow(app, corporationId);
  const deliveries = await app.db
    .selectFrom('unit_webhook_deliveries')
    .select(['id', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('corporation_id', '=', corporationId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return {
    corporation_id: corporationId,
    url: row.url,
    enabled: row.enabled === 1,
    secret: row.secret,
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      id: Number(delivery.id),
      created_at: new Date(delivery.created_at).toISOString(),
      sent_at: delivery.sent_at === null ? null : new Date(delivery.sent_at).toISOString(),
    })),
  };
}

/**
 * A corporation's unit-changes webhook, for its admins and root: GET (made on first read, with its
 * secret), PUT its address and switch, POST …/secret for a new secret. The address must be http(s)
 * and not name an internal host (unless CRM_ALLOW_PRIVATE_HOSTS); names resolving to one are
 * refused when sending.
 */
export const unitWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/corporations/:id/unit-webhook';
  const schema = { tags: ['corporations'], params: ZParams };

  app.get(base, { schema, preHandler: [requireUser] }, async (request) => {
    const corporationId = await corporationOf(app, request, request.params.id);
    return { data: await presentWebhook(app, corporationId) };
  });

  app.put(
    base,
    { schema: { ...schema, body: ZUnitWebhookInput }, preHandler: [requireUser] },
    async (request) => {
      const corporationId = await corporationOf(app, request, request.params.id);
      const { url, enabled } = request.body;
      if (url !== '' && !app.config.crmAllowPrivateHosts && namesInternalHost(new URL(url)))
        throw unprocessable({ url: [invalidChoice('url')] });
      if (enabled && url === '') throw unprocessable({ url: [invalidChoice('url')] });
      await webhookRow(app, corporationId);
      await app.db
        .updateTable('unit_webhooks')
        .set({ url, enabled: enabled ? 1 : 0, updated_at: new Date().toISOString() })
        .where('corporation_id', '=', corporationId)
        .execute();
      return { data: await presentWebhook(app, corporationId) };
    },
  );

  app.post(`${base}/secret`, { schema, preHandler: [requireUser] }, async (request) => {
    const corporationId = await corporationOf(app, request, request.params.id);
    await webhookRow(app, corporationId);
    await app.db
      .updateTable('unit_webhooks')
      .set({ secret: newWebhookSecret(), updated_at: new Date().toISOString() })
      .where('corporation_id', '=', corporationId)
      .execute();
    return { data: await presentWebhook(app, corporationId) };
  });
};
