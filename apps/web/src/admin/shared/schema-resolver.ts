import { toNestErrors } from '@hookform/resolvers';
import { inLocale } from '@vitrine/core';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '../../i18n/translations.ts';

/**
 * A form resolver over a core schema that words its messages as the server does: each issue of
 * the whole parse, so it names its field ("Le champ rôle sélectionné est invalide."), where
 * zodResolver shows a union member's own issue, which knows no field ("Le champ donnée …").
 * Messages follow the admin language.
 */
export function schemaResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const locale = i18n.language === 'en' ? 'en' : 'fr';
    const result = await schema.safeParseAsync(values, inLocale(locale));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
