import { slugOf } from '@vitrine/core/names';

/** First path segment of each public page. */
export const paths = {
  home: '/',
  orbital: 'orbital',
  cyclorama: 'cyclorama',
  virtualTours: 'visites-virtuelles',
  video: 'video',
  gallery: 'gallery',
  contact: 'contact',
} as const;

/** The orbital page's route (react-router pattern), shared by the routes and the early first frame. */
export const ORBITAL_ROUTE = `/${paths.orbital}/:project?/:building?/:floor?/:unit?`;

export interface OrbitalPlace {
  project?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  unit?: string | undefined;
  showUnit?: boolean | undefined;
}

/**
 * /orbital/{project?}/{building?}/{floor?}/{unit?}: project, building and floor are slugs
 * ("3e étage" → "3e-etage", core names.ts), the unit name is kept as is. The full-building view of a unit uses the floor segment "full".
 */
export function orbitalPath(place: OrbitalPlace = {}): string {
  const segments: string[] = [];
  const ordered = [place.project, place.building, place.floor, place.unit];
  const last = ordered.findLastIndex((segment) => Boolean(segment));
  for (let index = 0; index <= last; index++) {
    const segment = ordered[index] || (index === 2 ? 'full' : '-');
    segments.push(encodeURIComponent(index < 3 ? slugOf(segment) || segment.toLowerCase() : segment));
  }
  const path = ['', paths.orbital, ...segments].join('/');
  return place.showUnit ? `${path}?showUnit=true` : path;
}

export function virtualTourPath(tour: number): string {
  return `/${paths.virtualTours}/${tour}`;
}
