import type { TDomain } from '@vitrine/core';
import { paths } from '../../routes/paths.ts';
import { PREVIEW_WIDTH } from './frame-plan.ts';
import { frameFolder, frameUrls, preferredExtension } from './frame-url.ts';
import { type OrbitalParams, projectPathName, resolveOrbitalPlace } from './resolve-place.ts';

const early = new Map<string, Promise<Response>>();

/** The orbital route's parameters in a path (/orbital/{project?}/{building?}/{floor?}/{unit?}), else null. */
export function orbitalParamsOf(pathname: string): OrbitalParams | null {
  const [first, project, building, floor, unit] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return first === paths.orbital ? { project, building, floor, unit } : null;
}

/** The first frame the viewer asks for on this page (frame 0 at the preview width), or null. */
export function firstFrameUrl(domain: TDomain, location: Pick<Location, 'pathname' | 'host'>): string | null {
  const params = orbitalParamsOf(location.pathname);
  const place = params && resolveOrbitalPlace(domain, params, location.host);
  if (!place) return null;
  const folder = frameFolder(projectPathName(place.project), place.building.name, place.floor?.name ?? null);
  return frameUrls(folder, 0, PREVIEW_WIDTH, preferredExtension())[0] ?? null;
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
