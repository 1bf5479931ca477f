import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { domainQueryKey, domainQueryOptions } from './api/domain-query.ts';
import { AppProviders, QUERY_DEFAULTS } from './app/AppProviders.tsx';
import { QUERY_STATE_ID, readEmbeddedJson } from './app/embedded-data.ts';
import { startWhenReadyOrUsed } from './app/start-hydration.ts';
import { renderedLanguage, setupI18n } from './i18n/setup.ts';
import { i18n } from './i18n/translations.ts';
import { EMBED_BASENAME, isEmbedPage, LazyEmbedBridge } from './public/embed/embed-mode.tsx';
import {
  fetchFirstFrameEarly,
  fetchOutlinesEarly,
  fetchPreviewsEarly,
  orbitalParamsOf,
} from './public/orbital/early-first-frame.ts';
import { htmlFirstFramePainted, markHtmlFirstFramePaint } from './public/orbital/html-first-frame.ts';
import { FIRST_FRAME_MARK } from './public/orbital/orbital-engine.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { BrowserRouter } from './routes/router.tsx';
import { AdminLoader } from './ui/AdminLoader.tsx';
import { LazyPage } from './ui/LazyPage.tsx';
import './ui/base.css';

/**
 * After the page's load, before links preload their page on intent: the load can come before the
 * HTML's first frame is painted, and nothing but that paint should be fetched or run then.
 */
const INTENT_PRELOAD_DELAY_MS = 1000;

/** How long hydration waits for the HTML's first frame to be painted, at most. */
const FIRST_FRAME_PAINT_WAIT_MS = 1000;

function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // in the language the server rendered the page in, else the visitor's (initialLanguage); English
  // strings are fetched first
  const stringsReady = setupI18n();

  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  // a server-rendered page carries the data it was rendered with; else index.html preloads the site's
  const serverState = readEmbeddedJson<DehydratedState>(QUERY_STATE_ID);
  if (serverState) hydrate(queryClient, serverState);

  // on the model's page, its first frame is painted by the server's HTML (then timed from that paint)
  // and the outlines and the rest of the turn asked for now, or else the first frame is asked for
  // now: before React has built the page
  if (orbitalParamsOf(window.location.pathname)) markHtmlFirstFramePaint(FIRST_FRAME_MARK);
  const renderedDomain = queryClient.getQueryData<TDomain>(domainQueryKey);
  const htmlShowsFirstFrame = document.querySelector('img[data-first-frame]') !== null;
  if (renderedDomain && htmlShowsFirstFrame) {
    fetchOutlinesEarly(queryClient, renderedDomain, window.location);
    fetchPreviewsEarly();
  } else if (orbitalParamsOf(window.location.pathname)) {
    void queryClient
      .fetchQuery(domainQueryOptions)
      .then((domain) => fetchFirstFrameEarly(domain, window.location))
      .catch(() => {
        // the layout shows the error and a retry button
      });
  }

  const adminApp = { Component: lazy(() => import('./routes/AdminStub.tsx')) };
  const embedded = isEmbedPage(window.location.pathname);

  const app = (
    <AppProviders
      queryClient={queryClient}
      i18n={i18n}
      request={{ host: window.location.host, cookies: document.cookie, outcome: null }}
    >
      {embedded ? (
        // framed on the developer's site: the public site under /embed, no back office
        <BrowserRouter basename={EMBED_BASENAME}>
          <AppRoutes />
          <LazyEmbedBridge />
        </BrowserRouter>
      ) : (
        <BrowserRouter>
          <AppRoutes admin={<LazyPage page={adminApp} fallback={<AdminLoader />} />} />
        </BrowserRouter>
      )}
    </AppProviders>
  );

  void stringsReady.then(() => {
    if (renderedLanguage() && serverState) {
      // The server's HTML is already on screen: React attaches to it a slice at a time. Only in a
      // transition does hydration yield (at its default priority it is one long task: ~140 ms here,
      // ~0.5 s of a phone's blocking time); an input or a click meanwhile makes React finish it at
      // once and replay the event.
      const hydratePage = () =>
        startTransition(() => {
          hydrateRoot(root, app, {
            onRecoverableError: (error) => console.error('vitrine: hydration', error),
          });
        });
      // Slices keep the thread busy and Chromium then holds a paint back (~100 ms): on the model's
      // page, the HTML's first frame is painted first, unless the visitor acts before (stop 31).
      if (htmlShowsFirstFrame)
        startWhenReadyOrUsed(hydratePage, htmlFirstFramePainted(FIRST_FRAME_PAINT_WAIT_MS));
      else hydratePage();
    } else {
      // A transition: React renders the first screen in slices of a few milliseconds, so that a
      // phone never meets one long task (the loader is already painted by index.html meanwhile).
      startTransition(() => createRoot(root).render(app));
    }
  });

  // a second after the page has loaded: a hovered, focused or pressed link starts loading its page's code
  window.addEventListener(
    'load',
    () =>
      setTimeout(
        () =>
          void import('./app/preload-on-intent.ts')
            .then(({ preloadPagesOnIntent }) => preloadPagesOnIntent())
            .catch(() => {
              // a build replaced meanwhile: links load their page when followed, as without it
            }),
        INTENT_PRELOAD_DELAY_MS,
      ),
    { once: true },
  );
}

// Started right after this script has run, not while it runs: a browser with DevTools attached
// (Lighthouse, PageSpeed Insights) records the stack of every request and timer started, and for a
// stack that holds the script's own top level it re-parses the whole script first (~25 ms here,
// ×4 on a slowed phone). Same task, same moment for a visitor.
queueMicrotask(startApp);
