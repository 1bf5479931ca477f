import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderBundle, RenderedPublicPage } from '@vitrine/core/page-render';
import type { TDomain } from '@vitrine/core/schemas/domain';
import { PREVIEW_SIZE } from '@vitrine/core/unit-preview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteOrigin } from '../features/domain/site-of-host.ts';
import { type EncodedBytes, encodable } from '../http/encoded-answer.ts';

export type { RenderedPublicPage };

/** A rendered page and the origin of its links (the site's, never the request's Host). */
export interface RenderedForRequest {
  page: RenderedPublicPage;
  origin: string;
}

/** Rendered pages kept per bundle; a page's key holds all it depends on. */
const MAX_CACHED_PAGES = 200;

interface LoadedBundle {
  modified: number;
  renderer: Promise<PageRenderBundle>;
  /** The site's data by the /domain answer's ETag (which holds its data version and locale). */
  domains: Map<string, { domain: TDomain; tours: TourLook }>;
  pages: Map<string, RenderedPublicPage>;
}

/**
 * Renders public pages with the web app's server bundle (apps/web/dist-ssr), loaded again when a
 * new build replaces it. Null when the page cannot be rendered (no bundle, no site for the host,
 * a render error, which is logged): the browser then builds the page itself, as before.
 * A rendered page is kept until the site's data (tour files included), the bundle or the cookies it reads
 * change (a render takes ~10 ms of CPU; a kept page, well under one); query parameters the
 * render does not read are not part of its key (the bundle's renderedUrl).
 */
export function publicPageRenderer(app: FastifyInstance, entryFile: string) {
  let loaded: LoadedBundle | null = null;
  const bundle = (): LoadedBundle | null => {
    const modified = statSync(entryFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    if (loaded?.modified !== modified) {
      const url = `${pathToFileURL(entryFile).href}?v=${modified}`;
      loaded = {
        modified,
        renderer: import(url).then((module: { default: PageRenderBundle }) => module.default),
        domains: new Map(),
        pages: new Map(),
      };
    }
    return loaded;
  };
  /** The /domain ETag last seen by host and language. */
  const lastEtags = new Map<string, string>();
  // loaded with the server, not by its first visitor
  bundle()?.renderer.catch((error: unknown) =>
    app.log.error({ err: error }, 'the server render bundle does not load'),
  );

  return async (request: FastifyRequest): Promise<RenderedForRequest | null> => {
    try {
      const current = bundle();
      if (!current) return null;
      const renderer = await current.renderer;
      // the Host as the request's own routes read it (behind a trusted proxy, its X-Forwarded-Host)
      const host = request.host;
      const language = request.headers['accept-language'];
      // the same answers as the browser's own calls (GET /domain, then the tour files it looks for)
      const ask = (url: string, etag?: string) =>
        app.inject({
          method: 'GET',
          url,
          headers: {
            host,
            ...(language && { 'accept-language': language }),
            ...(etag && { 'if-none-match': etag }),
          },
        });
      // asked again on every page (another process may have changed the site), but a site this
      // process has already read comes back as a 304, without its data (2.5 MB at 5,000 units)
      const seenKey = `${host}\n${language ?? ''}`;
      const seen = lastEtags.get(seenKey);
      let answer = await ask(renderer.DOMAIN_URL, seen && current.domains.has(seen) ? seen : undefined);
      if (answer.statusCode === 304 && !current.domains.has(String(answer.headers.etag ?? '')))
        answer = await ask(renderer.DOMAIN_URL);
      if (answer.statusCode !== 200 && answer.statusCode !== 304) return null;
      const etag = String(answer.headers.etag ?? '');
      if (lastEtags.size >= MAX_CACHED_PAGES) lastEtags.clear();
      lastEtags.set(seenKey, etag);
      let site = current.domains.get(etag);
      if (!site) {
        const domain = (answer.json() as { data: TDomain }).data;
        site = { domain, tours: lookForTours(renderer.tourFileUrls(domain), ask) };
        current.domains.set(etag, site);
        // older versions of the data are of no more use
        if (current.domains.size > MAX_CACHED_PAGES)
          current.domains.delete(current.domains.keys().next().value ?? '');
      }
      if (!(await isStillTrue(site.tours)))
        site.tours = lookForTours(renderer.tourFileUrls(site.domain), ask);
      const { available } = await site.tours.result;
      const cookies = renderer.renderedCookies(request.headers.cookie ?? '');
      const url = renderer.renderedUrl(request.url);
      const exact = site.domain.host.toLowerCase() === request.hostname.toLowerCase();
      const origin = siteOrigin({ domain: site.domain, exact }, app.config.appUrl);
      // the ETag names the site (and its data version); the Host adds nothing once it is known
      const key = JSON.stringify([url, cookies, etag, available]);
      const kept = current.pages.get(key);
      if (kept) {
        current.pages.delete(key);
        current.pages.set(key, kept);
        return { page: kept, origin };
      }
      const page = await renderer.renderPublicPage({
        url,
        host: site.domain.host,
        cookies,
        domain: site.domain,
        language: renderer.languageOfCookies(cookies) ?? 'fr',
        available,
      });
      // a path the app does not know is not kept: made-up paths would push the real pages out
      if (page.status === 404) return { page, origin };
      current.pages.set(key, page);
      if (current.pages.size > MAX_CACHED_PAGES)
        current.pages.delete(current.pages.keys().next().value ?? '');
      return { page, origin };
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed; the browser renders the page',
      );
      return null;
    }
  };
}

/**
 * Which tour files of a site are there, as the browser's header tells (an XML file answered with a
 * 200), and whether every answer was sure (a 200 or a 404, not a bucket that failed).
 */
interface TourLook {
  at: number;
  result: Promise<{ available: Record<string, boolean>; sure: boolean }>;
}

/**
 * How long a look at the tour files holds within one data version. Tours arrive by their uploads,
 * which move the version; this bounds what the other ways take to show (a swap the staging sweep
 * completes after a failed upload, a file copied into the bucket by hand).
 */
const TOUR_LOOK_MS = 60_000;

export function lookForTours(
  urls: string[],
  ask: (url: string) => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
): TourLook {
  const look = async () => {
    const available: Record<string, boolean> = {};
    let sure = true;
    for (const url of urls) {
      const file = await ask(url);
      available[url] = file.statusCode === 200 && /\bxml\b/i.test(String(file.headers['content-type'] ?? ''));
      if (file.statusCode !== 200 && file.statusCode !== 404) sure = false;
    }
    return { available, sure };
  };
  return { at: Date.now(), result: look() };
}

/** A look still holds: recent enough, every answer sure, and it did not fail. */
export async function isStillTrue(tours: TourLook): Promise<boolean> {
  if (Date.now() - tours.at > TOUR_LOOK_MS) return false;
  try {
    return (await tours.result).sure;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** React's hoisted <link>s (preloads) at the start of the rendered HTML belong in <head>. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
/** index.html's #root, whose content (the loader) is marked for replacement. */
const ROOT = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;

/**
 * index.html with a server-rendered page in it: the page's HTML in #root (marked data-ssr), the
 * site's data after it, its language, title and brand colours, and in <head> its preloads and the
 * links to its lazy pages' assets.
 * `template` is the public variant of index.html, without the preload of the site's data (which
 * travels in the page).
 */
export function spliceRenderedPage(
  template: string,
  page: RenderedPublicPage,
  assetLinks = '',
  pageUrl: URL | null = null,
): string {
  const hoisted = LEADING_LINKS.exec(page.rootHtml)?.[0] ?? '';
  const body = page.rootHtml.slice(hoisted.length);
  const links = assetLinks + hoisted + (pageUrl && page.sharedUnit ? sharedUnitTags(page, pageUrl) : '');
  const html = template
    .replace(/<html\b[^>]*>/, `<html lang="${page.language}" style="${escapeHtml(page.rootStyle)}">`)
    .replace(ROOT, () => `<div id="root" data-ssr>${body}</div>${page.dataScript}`)
    .replace('</head>', () => `${links}</head>`);
  const title = page.sharedUnit?.title ?? page.title;
  if (!title) return html;
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** Spliced pages by rendered page (kept as long as the renderer keeps it) and template. */
const splicedPages = new WeakMap<
  RenderedPublicPage,
  { template: string; byUrl: Map<string, EncodedBytes> }
>();
/** Addresses kept per shared unit's page (its preview tags name the address, query included). */
const MAX_URLS_PER_PAGE = 8;

/**
 * spliceRenderedPage's bytes, made once per rendered page and template and then sent again with
 * their compressed forms: at 5,000 units a page carries the site's 2.5 MB of data, and splicing and
 * compressing it took most of a page's time.
 */
export function splicedPageBytes(
  template: string,
  page: RenderedPublicPage,
  assetLinks: string,
  pageUrl: URL,
): EncodedBytes {
  let kept = splicedPages.get(page);
  if (kept?.template !== template) {
    kept = { template, byUrl: new Map() };
    splicedPages.set(page, kept);
  }
  // only a shared unit's page depends on its address
  const key = page.sharedUnit ? pageUrl.href : '';
  let bytes = kept.byUrl.get(key);
  if (!bytes) {
    bytes = encodable(Buffer.from(spliceRenderedPage(template, page, assetLinks, pageUrl)));
    if (kept.byUrl.size >= MAX_URLS_PER_PAGE) kept.byUrl.clear();
    kept.byUrl.set(key, bytes);
  }
  return bytes;
}

/**
 * A unit page's link preview for social networks and messengers (Open Graph, Twitter card): its
 * title and facts, and the picture the server draws of it (unit-share), all in the page's language.
 */
function sharedUnitTags(page: RenderedPublicPage, pageUrl: URL): string {
  const unit = page.sharedUnit!;
  const image = new URL(`/unit/${unit.unitId}/preview.jpg?locale=${page.language}`, pageUrl);
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    tag('name', 'description', unit.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', unit.title),
    tag('property', 'og:description', unit.description),
    tag('property', 'og:url', pageUrl.href),
    tag('property', 'og:image', image.href),
    tag('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    tag('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    tag('property', 'og:locale', page.language === 'en' ? 'en_GB' : 'fr_BE'),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', unit.title),
    tag('name', 'twitter:description', unit.description),
    tag('name', 'twitter:image', image.href),
  ].join('');
}
