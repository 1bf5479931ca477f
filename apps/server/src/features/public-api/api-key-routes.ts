import { ZApiKey, ZApiKeyInput, ZCreatedApiKey } from '@vitrine/core/schemas/api-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-errors.ts';
import { pathIdOf, requireSiteAdmin, siteAdminOf } from '../embed/site-admin-policy.ts';
import { insertApiKey, listApiKeysOfDomain, presentApiKey, revokeApiKey } from './api-key-repository.ts';
import { newApiKey } from './api-keys.ts';

const ZDomainParams = z.object({ id: z.string() });
const ZKeyParams = z.object({ id: z.string(), keyId: z.string() });

/**
 * A site's read-API keys in the back office (admins of its corporation and root): list them,
 * create one (its key is in this answer only), revoke one (calls with it get 401 from then on).
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/domains/:id/api-keys',
    {
      schema: {
        tags: ['embed'],
        params: ZDomainParams,
        response: { 200: z.object({ data: z.array(ZApiKey) }) },
      },
      preValidation: [requireSiteAdmin],
    },
    async (request) => {
      const { domain } = siteAdminOf(request);
      return { data: (await listApiKeysOfDomain(app.db, domain.id)).map(presentApiKey) };
    },
  );

  app.post(
    '/domains/:id/api-keys',
    {
      schema: {
        tags: ['embed'],
        params: ZDomainParams,
        body: ZApiKeyInput,
        response: { 201: z.object({ data: ZCreatedApiKey }) },
      },
      preValidation: [requireSiteAdmin],
    },
    async (request, reply) => {
      const { domain, actor } = siteAdminOf(request);
      const { key, hash, prefix } = newApiKey();
      const row = await insertApiKey(app.db, {
        domain_id: domain.id,
        name: request.body.name,
        key_hash: hash,
        prefix,
        created_by: actor.id,
      });
      return reply.code(201).send({ data: { ...presentApiKey(row), key } });
    },
  );

  app.post(
    '/domains/:id/api-keys/:keyId/revoke',
    {
      schema: { tags: ['embed'], params: ZKeyParams, response: { 200: z.object({ data: ZApiKey }) } },
      preValidation: [requireSiteAdmin],
    },
    async (request) => {
      const { domain } = siteAdminOf(request);
      const keyId = pathIdOf(request.params.keyId);
      const row = keyId === null ? undefined : await revokeApiKey(app.db, domain.id, keyId);
      if (!row) throw notFound();
      return { data: presentApiKey(row) };
    },
  );
};
