import { enAdmin } from './en-admin.ts';
import { enFront } from './en-front.ts';
import { enApi, enValidation } from './en-validation.ts';
import type { Catalogue } from './fr.ts';

/** The English catalogue: type-checked to hold exactly fr's keys. */
export const en: Catalogue = { ...enFront, admin: enAdmin, validation: enValidation, api: enApi };
