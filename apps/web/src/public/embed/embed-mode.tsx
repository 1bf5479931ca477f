import { lazy, Suspense } from 'react';

/**
 * The showcase in a frame on the developer's own site: the whole public site under /embed (the
 * router's basename), so that its links stay framed. The only part in the first bundle; the
 * bridge itself loads when the page is an embed one.
 */
export const EMBED_BASENAME = '/embed';

export function isEmbedPage(pathname: string): boolean {
  return pathname === EMBED_BASENAME || pathname.startsWith(`${EMBED_BASENAME}/`);
}

const EmbedBridge = lazy(() => import('./EmbedBridge.tsx'));

/** The postMessage bridge, loaded on demand (inside the router). */
export function LazyEmbedBridge() {
  return (
    <Suspense fallback={null}>
      <EmbedBridge />
    </Suspense>
  );
}
