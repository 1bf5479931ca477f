import { slugOf } from './names.ts';

/** The orbital page's first path segment. */
export const ORBITAL_SEGMENT = 'orbital';

export interface OrbitalPathPlace {
  project?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  unit?: string | undefined;
  showUnit?: boolean | undefined;
}

/** A project's name in routes: its (French) name in lower case. */
export function projectPathName(project: {
  name: string;
  translatable?: { name?: { fr?: string | null } | null } | null;
}): string {
  return (project.translatable?.name?.fr || project.name).toLowerCase();
}

/**
 * /orbital/{project?}/{building?}/{floor?}/{unit?}: project, building and floor are slugs
 * ("3e étage" → "3e-etage", names.ts), the unit name is kept as is. The full-building view of a
 * unit uses the floor segment "full". Shared by the site's links and the server's (a unit's QR code).
 */
export function orbitalPath(place: OrbitalPathPlace = {}): string {
  const segments: string[] = [];
  const ordered = [place.project, place.building, place.floor, place.unit];
  const last = ordered.findLastIndex((segment) => Boolean(segment));
  for (let index = 0; index <= last; index++) {
    const segment = ordered[index] || (index === 2 ? 'full' : '-');
    segments.push(encodeURIComponent(index < 3 ? slugOf(segment) || segment.toLowerCase() : segment));
  }
  const path = ['', ORBITAL_SEGMENT, ...segments].join('/');
  return place.showUnit ? `${path}?showUnit=true` : path;
}
