import type { TDomain } from '@vitrine/core';
import { FIRST_FRAME_WIDTH } from '@vitrine/core/frame-loading';
import { ORBITAL_ROUTE } from '../../routes/paths.ts';
import { matchPath } from '../../routes/router.tsx';
import { frameFolder, frameUrls, preferredExtension } from './frame-url.ts';
import { type OrbitalParams, resolveOrbitalPlace } from './resolve-place.ts';

const early = new Map<string, Promise<Response>>();

/** The orbital route's parameters in a path, else null (the same pattern the routes use). */
export function orbitalParamsOf(pathname: string): OrbitalParams | null {
  const params = matchPath(ORBITAL_ROUTE, pathname)?.params;
  if (!params) return null;
  // decoded, as useParams gives them to the page
  const decoded = (value: string | undefined) =>
    value === undefined ? undefined : decodeURIComponent(value);
  return {
    project: decoded(params.project),
    building: decoded(params.building),
    floor: decoded(params.floor),
    unit: decoded(params.unit),
  };
}

/** The first frame the viewer asks for on this page (frame 0 at the first frame's width), or null. */
export function firstFrameUrl(domain: TDomain, location: Pick<Location, 'pathname' | 'host'>): string | null {
  const params = orbitalParamsOf(location.pathname);
  const place = params && resolveOrbitalPlace(domain, params, location.host);
  if (!place) return null;
  const folder = frameFolder(place.building.id, place.floor?.id ?? null);
  return frameUrls(folder, 0, FIRST_FRAME_WIDTH, preferredExtension())[0] ?? null;
}

/**
 * Starts downloading the model's first frame as soon as the site's data is known, while React
 * is still building the page: the viewer then finds it under way instead of asking for it last.
 */
export function fetchFirstFrameEarly(domain: TDomain, location: Pick<Location, 'pathname' | 'host'>): void {
  const url = firstFrameUrl(domain, location);
  if (url && !early.has(url)) early.set(url, fetch(url, { credentials: 'same-origin' }));
}

/** The early download of `url`, handed over once. */
export function takeEarlyFrame(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
