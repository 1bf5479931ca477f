import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Language = 'fr' | 'en';

/** What the web app's server bundle answers (apps/web/src/entry-server.tsx). */
export interface RenderedPublicPage {
  status: 200 | 404;
  redirectTo: string | null;
  /** Source paths of the lazy pages in it (their assets: page-assets.ts). */
  modules: string[];
  rootHtml: string;
  dataScript: string;
  language: Language;
  title: string | null;
  rootStyle: string;
}

interface ServerBundle {
  DOMAIN_URL: string;
  languageOfCookies(cookies: string): Language | null;
  tourFileUrls(domain: unknown): string[];
  renderPublicPage(input: {
    url: string;
    host: string;
    cookies: string;
    domain: unknown;
    language: Language;
    available: Record<string, boolean>;
  }): Promise<RenderedPublicPage>;
}

/**
 * Renders public pages with the web app's server bundle (apps/web/dist-ssr), loaded again when a
 * new build replaces it. Null when the page cannot be rendered (no bundle, no site for the host,
 * a render error, which is logged): the browser then builds the page itself, as before.
 */
export function publicPageRenderer(app: FastifyInstance, entryFile: string) {
  let loaded: { modified: number; bundle: Promise<ServerBundle> } | null = null;
  const bundle = (): Promise<ServerBundle> | null => {
    const modified = statSync(entryFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    if (loaded?.modified !== modified) {
      const url = `${pathToFileURL(entryFile).href}?v=${modified}`;
      loaded = { modified, bundle: import(url) as Promise<ServerBundle> };
    }
    return loaded.bundle;
  };
  // loaded with the server, not by its first visitor
  bundle()?.catch((error: unknown) =>
    app.log.error({ err: error }, 'the server render bundle does not load'),
  );

  return async (request: FastifyRequest): Promise<RenderedPublicPage | null> => {
    try {
      const loading = bundle();
      if (!loading) return null;
      const renderer = await loading;
      const host = request.headers.host ?? '';
      // the same answers as the browser's own calls (GET /domain, then the tour files it looks for)
      const ask = (url: string) => {
        const language = request.headers['accept-language'];
        return app.inject({
          method: 'GET',
          url,
          headers: { host, ...(language && { 'accept-language': language }) },
        });
      };
      const answer = await ask(renderer.DOMAIN_URL);
      if (answer.statusCode !== 200) return null;
      const domain = (answer.json() as { data: unknown }).data;
      const available: Record<string, boolean> = {};
      for (const url of renderer.tourFileUrls(domain)) {
        const file = await ask(url);
        available[url] =
          file.statusCode === 200 && /\bxml\b/i.test(String(file.headers['content-type'] ?? ''));
      }
      return await renderer.renderPublicPage({
        url: request.url,
        host,
        cookies: request.headers.cookie ?? '',
        domain,
        language: renderer.languageOfCookies(request.headers.cookie ?? '') ?? 'fr',
        available,
      });
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed; the browser renders the page',
      );
      return null;
    }
  };
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
export function spliceRenderedPage(template: string, page: RenderedPublicPage, assetLinks = ''): string {
  const hoisted = LEADING_LINKS.exec(page.rootHtml)?.[0] ?? '';
  const body = page.rootHtml.slice(hoisted.length);
  const links = assetLinks + hoisted;
  const html = template
    .replace(/<html\b[^>]*>/, `<html lang="${page.language}" style="${escapeHtml(page.rootStyle)}">`)
    .replace(ROOT, () => `<div id="root" data-ssr>${body}</div>${page.dataScript}`)
    .replace('</head>', () => `${links}</head>`);
  if (!page.title) return html;
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
}
