import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CrmContext } from './crm-context.ts';
import { notifyCrmWorker } from './crm-worker.ts';
import { receiveWebhook } from './webhook-inbox.ts';

const ZWebhookParams = z.object({ provider: z.string().max(16), connectionId: z.string().max(12) });

/**
 * POST /webhooks/{provider}/{connectionId}: bodies are kept as raw bytes (the signature is over
 * them), stored once, and applied by the CRM worker: 202 accepted, 200 duplicate or ignored,
 * 401 bad signature, 400 malformed, 404 unknown connection.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ context: () => CrmContext }> = async (
  app,
  { context },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/:provider/:connectionId',
    {
      schema: { tags: ['crm'], params: ZWebhookParams, hide: true },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const receipt = await receiveWebhook(
        context(),
        request.params.provider,
        Number(request.params.connectionId),
        {
          rawBody,
          headers: request.headers,
        },
      );
      if ('message' in receipt) return reply.code(receipt.code).send({ message: receipt.message });
      if (receipt.code === 202) notifyCrmWorker();
      return reply.code(receipt.code).send({ status: receipt.status });
    },
  );
};
