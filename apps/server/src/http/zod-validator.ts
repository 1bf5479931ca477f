import type { Locale } from '@vitrine/core/i18n/index';
import { inLocale } from '@vitrine/core/schemas/validation-messages';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request part (body, querystring, params, headers) that failed its zod schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  /** `zodError` has French messages; give schema and data to answer in another locale. */
  constructor(
    readonly zodError: z.ZodError,
    private readonly failed?: { schema: z.ZodType; data: unknown },
  ) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }

  /** The same failure with messages in a locale (parsed again only when it is not French). */
  inLocale(locale: Locale): z.ZodError {
    if (locale === 'fr' || !this.failed) return this.zodError;
    return this.failed.schema.safeParse(this.failed.data, inLocale(locale)).error ?? this.zodError;
  }
}

const frenchMessages = inLocale('fr');

/**
 * The one road from bad input to a 422: parses with the catalogue's French messages and, on a
 * failure, gives the RequestValidationError that the errors plugin answers in the request's
 * language. Route schemas (below), resource forms and the public forms all go through it.
 */
export function validate<T extends z.ZodType>(
  schema: T,
  data: unknown,
): { value: z.output<T>; error?: undefined } | { value?: undefined; error: RequestValidationError } {
  const result = schema.safeParse(data, frenchMessages);
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(result.error, { schema, data }) };
}

/** The parsed data, or the 422 of `validate` thrown. */
export function parseOrReject<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const { value, error } = validate(schema, data);
  if (error) throw error;
  return value as z.output<T>;
}

/** Fastify validator for zod route schemas (typed by fastify-type-provider-zod). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    validate(schema, data);
