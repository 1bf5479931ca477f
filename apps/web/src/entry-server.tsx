import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PageRenderBundle, PublicPageInput, RenderedPublicPage } from '@vitrine/core/page-render';
import { brandColors } from '@vitrine/core/settings';
import { prerenderToNodeStream } from 'react-dom/static';
import { DOMAIN_URL, domainQueryKey } from './api/domain-query.ts';
import { AppProviders, QUERY_DEFAULTS } from './app/AppProviders.tsx';
import { embeddedJson, QUERY_STATE_ID } from './app/embedded-data.ts';
import type { ServerOutcome } from './app/page-request.ts';
import { registerMediaStrings } from './i18n/media-strings.ts';
import { LANGUAGE_COOKIE, type Language, languageOfCookies } from './i18n/setup.ts';
import { createI18n, type I18n } from './i18n/translations.ts';
import { tourFileUrls, xmlAvailabilityKey } from './public/availability.ts';
import { registerFavouriteStrings } from './public/favourites/favourite-strings.ts';
import { brandCssVariables } from './public/layout/brand-css.ts';
import { CONTROLS_SEEN_COOKIE, controlsSeen } from './public/orbital/ControlsOverlay.tsx';
import { renderedUrl } from './public/page-query.ts';
import { unitShareMeta } from './public/unit/unit-share-meta.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { StaticRouter } from './routes/router.tsx';

/**
 * The part of a Cookie header the render reads, reduced to what it means: the server keys its
 * cache of pages on it, so a made-up value is no new page. The render sees this and no other
 * cookie: a component that comes to depend on another one must add it here.
 */
function renderedCookies(cookies: string): string {
  const language = languageOfCookies(cookies);
  return [
    ...(controlsSeen(cookies) ? [`${CONTROLS_SEEN_COOKIE}=1`] : []),
    ...(language ? [`${LANGUAGE_COOKIE}=${language}`] : []),
  ].join('; ');
}

const catalogues = new Map<Language, I18n>();

/** One set of strings per language (render is read-only on it; the catalogues are in the bundle). */
function i18nFor(language: Language): I18n {
  let instance = catalogues.get(language);
  if (!instance) {
    instance = createI18n(language);
    // the media pages add theirs when their code loads in the browser; here they are all present
    registerMediaStrings(instance);
    registerFavouriteStrings(instance);
    catalogues.set(language, instance);
  }
  return instance;
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return text;
}

/**
 * A public page as HTML, rendered by the same components as in the browser, which then takes it
 * over (hydrateRoot in main.tsx) instead of building it: the visitor reads the page before the
 * scripts have run. Lazy pages are waited for, so that their content is in the HTML too.
 */
async function renderPublicPage(input: PublicPageInput): Promise<RenderedPublicPage> {
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  queryClient.setQueryData(domainQueryKey, input.domain);
  for (const url of tourFileUrls(input.domain))
    queryClient.setQueryData(xmlAvailabilityKey(url), input.available[url] === true);
  const outcome: ServerOutcome = { status: 200, redirectTo: null, modules: [] };
  const { prelude } = await prerenderToNodeStream(
    <AppProviders
      queryClient={queryClient}
      i18n={i18nFor(input.language)}
      request={{ host: input.host, cookies: input.cookies, outcome }}
    >
      <StaticRouter location={input.url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const rootHtml = await textOf(prelude);
  const { main, secondary } = brandColors(input.domain.settings);
  const rootStyle = Object.entries(brandCssVariables(main, secondary))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    ...outcome,
    rootHtml,
    dataScript: embeddedJson(QUERY_STATE_ID, dehydrate(queryClient)),
    language: input.language,
    title: input.domain.title || null,
    rootStyle,
    sharedUnit: unitShareMeta(
      input.domain,
      { pathname: new URL(input.url, 'http://x').pathname, host: input.host },
      input.language,
    ),
  };
}

/** What the server uses (packages/core/src/page-render.ts). */
export default {
  DOMAIN_URL,
  languageOfCookies,
  renderedCookies,
  renderedUrl,
  tourFileUrls,
  renderPublicPage,
} satisfies PageRenderBundle;
