import { validationErrorMap } from '@vitrine/core/schemas/validation-messages';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request part (body, querystring, params, headers) that failed its zod schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly zodError: z.ZodError) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

const frenchMessages = { error: validationErrorMap('fr') };

/**
 * Fastify validator for zod route schemas (typed by fastify-type-provider-zod): parses with the
 * catalogue's French messages and hands the whole ZodError to the error handler.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, frenchMessages);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error) };
  };
