import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hasUnsavedChanges, mayLeaveUnsaved } from './unsaved-store.ts';

/** The in-app link a click would follow, or null (new tab, other site, download, same page). */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Other pages (files, the public site) unload this one: the browser's own question covers them.
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/admin')) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Asks before unsaved work is lost: a click on any in-app link (sidebar, breadcrumb, buttons
 * that are links) and a reload or close of the tab (the browser's own question).
 */
export function UnsavedChangesGuard() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges()) return;
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void mayLeaveUnsaved().then((leave) => {
        if (leave) navigate(url.pathname + url.search + url.hash);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigate]);
  return null;
}
