import { enValidation } from './en-validation.ts';
import { frValidation } from './fr-validation.ts';
import { createTranslator, type KeyOf } from './translator.ts';

/**
 * The validation messages of forms, under `validation`: the zod messages (schemas/validation-messages)
 * translate with these, so they travel with the forms' code, not with the public site's first load.
 */
export const validationCatalogues = {
  fr: { validation: frValidation },
  en: { validation: enValidation },
};

export type ValidationTranslationKey = KeyOf<typeof validationCatalogues.fr>;

export const { translate, translateIfExists } = createTranslator(validationCatalogues);
