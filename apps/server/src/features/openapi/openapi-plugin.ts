import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 document of every route registered after it, built from the routes' zod schemas
 * (the same ones packages/core exports to the admin's forms). GET /api/docs/json.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrine API',
          description:
            'Public calls (no prefix) and the back office API under /api. Sign in with the Sanctum handshake: ' +
            'GET /sanctum/csrf-cookie, then POST /api/login; every call with an unsafe method (POST, PUT, PATCH, ' +
            'DELETE) sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header, except the visitor forms ' +
            '(/contact, /unit/mail-to) and the CRM webhooks. The session cookie is vitrine_session, ' +
            '__Host-vitrine_session under https. The public read API under /api/public/v1 takes a key of the site ' +
            '(Authorization: Bearer <key> or X-Api-Key), 60 calls a minute per key.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'vitrine_session' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
            // the public read API (/api/public/v1): a key of the site, created in the back office
            bearer: { type: 'http', scheme: 'bearer' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect('/api/docs/json'),
    );
  },
  { name: 'openapi' },
);
