import { frFavourites } from './fr-favourites.ts';
import { frFront } from './fr-front.ts';
import { frFrontAvailability } from './fr-front-availability.ts';
import { frLeads } from './fr-leads.ts';
import { frOrbitalTurn } from './fr-orbital-turn.ts';
import { frUnitSheet } from './fr-unit-sheet.ts';
import { frVisitorAnalytics } from './fr-visitor-analytics.ts';

/** The public site's French strings (public.ts). */
export const publicFr = {
  ...frFront,
  ...frFrontAvailability,
  orbitalTurn: frOrbitalTurn,
  leads: frLeads,
  visitorAnalytics: frVisitorAnalytics,
  unitSheet: frUnitSheet,
  favourites: frFavourites,
};
