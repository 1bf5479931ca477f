import { frAdmin } from './fr-admin.ts';
import { frFront } from './fr-front.ts';
import { frApi, frValidation } from './fr-validation.ts';

/** The French catalogue, the reference: every other locale must have exactly its keys. */
export const fr = { ...frFront, admin: frAdmin, validation: frValidation, api: frApi };

/** The shape every catalogue must have: fr's keys, any strings. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };
export type Catalogue = CatalogueShape<typeof fr>;
