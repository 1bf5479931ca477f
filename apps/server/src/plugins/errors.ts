import { type Locale, translate, translateMessage } from '@vitrine/core/i18n/index';
import { fieldErrors } from '@vitrine/core/schemas/validation-messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { type FieldMessages, HttpError, StorageUnavailableError } from '../http/http-errors.ts';
import { RequestValidationError } from '../http/zod-validator.ts';

/**
 * One error handler for the whole app. Bad input is never a 500:
 * 422 `{ message, errors: { field: [messages] } }` for failed validation, 4xx `{ message }` for
 * the rest of what the client did wrong, and 500 `{ message }` without any detail of the fault.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
      const { status, body } = describeError(error, request, reply);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // the bucket is away for a while: the client may come back
      if (error instanceof StorageUnavailableError) reply.header('retry-after', '30');
      else request.log.debug({ status, code: (error as FastifyError).code }, error.message);
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);

/** The JSON 404 answer, also used by the not-found handler. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: translate(request.locale, 'api.notFound') });
}

function describeError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  const invalid = translate(locale, 'api.invalidData');
  // A bare ZodError (parsed outside zod-validator.ts) keeps its messages: it has no schema to ask again.
  const failed = error instanceof ZodError ? new RequestValidationError(error) : error;
  if (failed instanceof RequestValidationError) {
    return { status: 422, body: { message: invalid, errors: fieldErrors(failed.inLocale(locale)) } };
  }
  if (error instanceof HttpError) {
    const message = translateMessage(locale, error.text);
    const { errors, ...rest } = error.body;
    const body = errors
      ? { message, ...rest, errors: translateFields(locale, errors) }
      : { message, ...rest };
    return { status: error.statusCode, body };
  }

  const fastifyError = error as FastifyError & { validation?: { instancePath?: string; message?: string }[] };
  if (Array.isArray(fastifyError.validation)) {
    // A route that kept a JSON schema: same 422 shape.
    const errors: Record<string, string[]> = {};
    for (const item of fastifyError.validation) {
      const field = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] = [...(errors[field] ?? []), item.message ?? invalid];
    }
    return { status: 422, body: { message: invalid, errors } };
  }

  const status = fastifyError.statusCode ?? 500;
  if (status >= 500 || status < 400)
    return { status: 500, body: { message: translate(locale, 'api.serverError') } };
  return { status, body: { message: clientMessage(fastifyError, status, reply, request) } };
}

/** A readable reason for the errors Fastify and its plugins raise themselves. */
function clientMessage(
  error: FastifyError,
  status: number,
  reply: FastifyReply,
  request: FastifyRequest,
): string {
  if (status === 404) return translate(request.locale, 'api.notFound');
  if (status === 403) return translate(request.locale, 'api.forbidden');
  if (status === 429) {
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    return translate(request.locale, 'api.tooManyRequests', { seconds });
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return translate(request.locale, 'api.invalidJson');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return translate(request.locale, 'api.emptyJsonBody');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return translate(request.locale, 'api.unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return translate(request.locale, 'api.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return translate(request.locale, 'api.badContentLength');
  }
  return error.message || translate(request.locale, 'api.invalidData');
}

function translateFields(locale: Locale, errors: FieldMessages): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [
      field,
      texts.map((text) => translateMessage(locale, text)),
    ]),
  );
}
