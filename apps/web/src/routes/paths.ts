import { COMPARISON_SEGMENT } from '@vitrine/core/comparison-path';
import { ORBITAL_SEGMENT } from '@vitrine/core/orbital-path';

/** First path segment of each public page. */
export const paths = {
  home: '/',
  orbital: ORBITAL_SEGMENT,
  cyclorama: 'cyclorama',
  virtualTours: 'visites-virtuelles',
  video: 'video',
  gallery: 'gallery',
  contact: 'contact',
  comparison: COMPARISON_SEGMENT,
} as const;

/** The orbital page's route (react-router pattern), shared by the routes and the early first frame. */
export const ORBITAL_ROUTE = `/${paths.orbital}/:project?/:building?/:floor?/:unit?`;

export { type OrbitalPathPlace as OrbitalPlace, orbitalPath } from '@vitrine/core/orbital-path';

export function virtualTourPath(tour: number): string {
  return `/${paths.virtualTours}/${tour}`;
}
