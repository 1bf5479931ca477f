import { paths } from '../routes/paths.ts';
import { lazyPageLoaders } from './lazy-pages.tsx';

/** The page whose code loads on demand at each first path segment ('' is home). */
const PAGE_AT_SEGMENT: Record<string, string> = {
  '': '../public/home/HomePage.tsx',
  [paths.cyclorama]: '../public/pages/CycloramaPage.tsx',
  [paths.virtualTours]: '../public/pages/VirtualTourPage.tsx',
  [paths.video]: '../public/pages/VideoPage.tsx',
  [paths.gallery]: '../public/pages/GalleryPage.tsx',
  [paths.contact]: '../public/pages/ContactPage.tsx',
  [paths.comparison]: '../public/favourites/ComparisonPage.tsx',
};

/** The build manifest's key of the lazy page at `pathname`, if it is one (not the model's page). */
export function lazyPageAt(pathname: string): string | undefined {
  return PAGE_AT_SEGMENT[pathname.split('/')[1] ?? ''];
}

/**
 * Starts loading the code of the page at `pathname` if it loads on demand; the browser keeps the
 * module, and the page's own import finds it later.
 */
function preloadPageAt(pathname: string): void {
  const source = lazyPageAt(pathname);
  const load = source === undefined ? undefined : lazyPageLoaders[source];
  load?.().catch(() => {
    // the page's own import says so, with its retry
  });
}

/** The moments a visitor shows they are about to follow a link: hovering it, focusing it, pressing it. */
const INTENTS = ['pointerover', 'focusin', 'pointerdown'] as const;

/**
 * Preloads the page behind a link of this site that the visitor hovers, focuses or presses (once
 * per path), so that a page whose code loads on demand is usually in by the click rather than a
 * spinner showing while it arrives.
 */
export function preloadPagesOnIntent(preload = preloadPageAt, target: Document = document): void {
  const asked = new Set<string>();
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (asked.has(link.pathname)) return;
    asked.add(link.pathname);
    preload(link.pathname);
  };
  for (const type of INTENTS) target.addEventListener(type, intent, { capture: true, passive: true });
}
