import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Field names a person never sees: a bot that fills one in is dropped in silence. */
const HONEYPOT_FIELDS = ['honeypot', 'website'] as const;

/**
 * Lets the public forms be posted as JSON, as an urlencoded form or as multipart form data
 * (fields only), for this plugin's routes.
 */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 20, fieldSize: 20_000 },
  });
}

/** The request body as a record of fields (anything else counts as empty). */
export function bodyFields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Whether a honeypot field was filled in. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  return HONEYPOT_FIELDS.some((name) => {
    const value = fields[name];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
}
