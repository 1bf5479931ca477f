import type { QueryClient } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { FIRST_FRAME_WIDTH, framesOutwardFrom } from '@vitrine/core/frame-loading';
import { ORBITAL_ROUTE } from '../../routes/paths.ts';
import { matchPath } from '../../routes/router.tsx';
import { startInSlices } from './fetch-slices.ts';
import { frameFolder, frameUrls, preferredExtension } from './frame-url.ts';
import { polygonFileQuery } from './polygon-file.ts';
import { type OrbitalParams, resolveOrbitalPlace } from './resolve-place.ts';

const early = new Map<string, Promise<Response>>();
/** The frame folder whose previews fetchPreviewsEarly started, else null. */
let previewsFolder: string | null = null;

/**
 * Screens on which the page starts the whole turn's 960-px previews before the viewer exists:
 * wider than a phone. A phone may be on a slow network where the viewer picks the 480-px previews
 * after measuring it; a wide screen takes the 960-px ones either way (frame-loading.ts).
 */
export const EARLY_PREVIEWS_MEDIA = '(min-width: 768px)';

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

type PageLocation = Pick<Location, 'pathname' | 'host'>;

/** The model's place this page shows, or null. */
function placeOf(domain: TDomain, location: PageLocation) {
  const params = orbitalParamsOf(location.pathname);
  return params && resolveOrbitalPlace(domain, params, location.host);
}

/** The first frame the viewer asks for on this page (frame 0 at the first frame's width), or null. */
export function firstFrameUrl(domain: TDomain, location: PageLocation): string | null {
  const place = placeOf(domain, location);
  if (!place) return null;
  const folder = frameFolder(place.building.id, place.floor?.id ?? null);
  return frameUrls(folder, 0, FIRST_FRAME_WIDTH, preferredExtension())[0] ?? null;
}

/**
 * Starts downloading the model's first frame as soon as the site's data is known, while React
 * is still building the page: the viewer then finds it under way instead of asking for it last.
 */
export function fetchFirstFrameEarly(domain: TDomain, location: PageLocation): void {
  const url = firstFrameUrl(domain, location);
  if (url) fetchEarly(url);
}

/**
 * Starts downloading the building's outlines as the script starts, ahead of the previews: asked
 * for once the first frame was drawn (as the page did before), they queued behind the 28 previews
 * on the host's six connections and came with the last of them. The page still shows them only
 * once the model's first frame is drawn.
 */
export function fetchOutlinesEarly(queryClient: QueryClient, domain: TDomain, location: PageLocation): void {
  const place = placeOf(domain, location);
  if (place) void queryClient.prefetchQuery(polygonFileQuery(place.building.id));
}

/**
 * On a wide screen whose HTML already shows the model's first frame, starts downloading the rest of
 * the turn's previews as the script starts, outward from frame 0 as the viewer asks for them, while
 * React is still building the page (hydration held the viewer's own requests back 0.3–0.6 s).
 * Plain fetches handed over by takeEarlyFrame: the HTML's `<link rel=preload as=fetch>` started
 * them sooner, but Chromium at times never answered a viewer's fetch() that matched a preload
 * finishing at that moment, and the model stayed at 79–97 % (docs/decisions.md).
 */
export function fetchPreviewsEarly(): void {
  const folder = document.querySelector<HTMLImageElement>('img[data-first-frame]')?.dataset.firstFrame;
  if (!folder || previewsFolder !== null || !window.matchMedia(EARLY_PREVIEWS_MEDIA).matches) return;
  previewsFolder = folder;
  for (const frame of framesOutwardFrom(0).slice(1)) {
    const url = frameUrls(folder, frame, FIRST_FRAME_WIDTH, preferredExtension())[0];
    if (url) fetchEarly(url);
  }
}

function fetchEarly(url: string): void {
  if (early.has(url)) return;
  const response = startInSlices(() => fetch(url, { credentials: 'same-origin' }));
  // a download the viewer never takes (the visitor went elsewhere) fails quietly; the taker still sees it fail
  response.catch(() => {});
  early.set(url, response);
}

/** Whether fetchPreviewsEarly started the 960-px previews of `folder` (the viewer keeps that width). */
export function previewsStartedEarly(folder: string): boolean {
  return previewsFolder === folder;
}

/** The early download of `url`, handed over once. */
export function takeEarlyFrame(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
