import { isEmbedPage } from '../public/embed/embed-mode.tsx';
import { paths } from '../routes/paths.ts';
import type { LazyPageModule } from '../ui/LazyPage.tsx';
import {
  ComparisonPage,
  ContactPage,
  CycloramaPage,
  GalleryPage,
  HomePage,
  VideoPage,
  VirtualTourPage,
} from './lazy-pages.tsx';

/** The page whose code loads on demand at each first path segment ('' is home), as AppRoutes routes them. */
const PAGE_AT_SEGMENT = new Map<string, LazyPageModule>([
  ['', HomePage],
  [paths.cyclorama, CycloramaPage],
  [paths.virtualTours, VirtualTourPage],
  [paths.video, VideoPage],
  [paths.gallery, GalleryPage],
  [paths.contact, ContactPage],
  [paths.comparison, ComparisonPage],
]);

/** The lazy page at `pathname` (under /embed too), if it is one: not the model's page, nor the back office. */
export function lazyPageAt(pathname: string): LazyPageModule | undefined {
  const segments = pathname.split('/');
  const first = isEmbedPage(pathname) ? segments[2] : segments[1];
  return PAGE_AT_SEGMENT.get(first ?? '');
}

/** The moments a visitor shows they are about to follow a link: hovering it, focusing it, pressing it. */
const INTENTS = ['pointerover', 'focusin', 'pointerdown'] as const;

/**
 * Starts loading the page behind a link of this site that the visitor hovers, focuses or presses
 * (once per page), so that a page whose code loads on demand is usually in by the click rather
 * than a spinner showing while it arrives. Returns what removes the listeners.
 */
export function preloadPagesOnIntent(target: Document = document): () => void {
  const asked = new Set<LazyPageModule>();
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const page = lazyPageAt(link.pathname);
    if (!page?.preload || asked.has(page)) return;
    asked.add(page);
    page.preload().catch(() => {
      // the page's own import says so when it is needed, with its retry
    });
  };
  for (const type of INTENTS) target.addEventListener(type, intent, { capture: true, passive: true });
  return () => {
    for (const type of INTENTS) target.removeEventListener(type, intent, { capture: true });
  };
}
