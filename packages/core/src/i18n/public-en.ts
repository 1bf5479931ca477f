import type { CatalogueShape } from './catalogue-shape.ts';
import { enFavourites } from './en-favourites.ts';
import { enFront } from './en-front.ts';
import { enFrontAvailability } from './en-front-availability.ts';
import { enLeads } from './en-leads.ts';
import { enOrbitalTurn } from './en-orbital-turn.ts';
import { enUnitSheet } from './en-unit-sheet.ts';
import { enVisitorAnalytics } from './en-visitor-analytics.ts';
import type { publicFr } from './public-fr.ts';

/** The public site's English strings (public.ts; in the browser, loaded when first needed). */
export const publicEn: CatalogueShape<typeof publicFr> = {
  ...enFront,
  ...enFrontAvailability,
  orbitalTurn: enOrbitalTurn,
  leads: enLeads,
  visitorAnalytics: enVisitorAnalytics,
  unitSheet: enUnitSheet,
  favourites: enFavourites,
};
