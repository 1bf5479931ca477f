import { enFavourites } from './en-favourites.ts';
import { enFront } from './en-front.ts';
import { enFrontAvailability } from './en-front-availability.ts';
import { enLeads } from './en-leads.ts';
import { enOrbitalTurn } from './en-orbital-turn.ts';
import { enUnitSheet } from './en-unit-sheet.ts';
import { enVisitorAnalytics } from './en-visitor-analytics.ts';
import { frFavourites } from './fr-favourites.ts';
import { frFront } from './fr-front.ts';
import { frFrontAvailability } from './fr-front-availability.ts';
import { frLeads } from './fr-leads.ts';
import { frOrbitalTurn } from './fr-orbital-turn.ts';
import { frUnitSheet } from './fr-unit-sheet.ts';
import { frVisitorAnalytics } from './fr-visitor-analytics.ts';
import { createTranslator, type KeyOf } from './translator.ts';

/**
 * What the visitor's browser needs from the start: the public site's strings. Universal code
 * (formats, typology) translates with these, so the admin and API strings stay out of the public
 * bundle, and the forms' validation messages (validation.ts) come with the forms.
 */
export const publicCatalogues = {
  fr: {
    ...frFront,
    ...frFrontAvailability,
    orbitalTurn: frOrbitalTurn,
    leads: frLeads,
    visitorAnalytics: frVisitorAnalytics,
    unitSheet: frUnitSheet,
    favourites: frFavourites,
  },
  en: {
    ...enFront,
    ...enFrontAvailability,
    orbitalTurn: enOrbitalTurn,
    leads: enLeads,
    visitorAnalytics: enVisitorAnalytics,
    unitSheet: enUnitSheet,
    favourites: enFavourites,
  },
};

export type PublicTranslationKey = KeyOf<typeof publicCatalogues.fr>;

export const { translate, translateIfExists } = createTranslator(publicCatalogues);
export { DEFAULT_LOCALE, type Locale } from './translator.ts';
