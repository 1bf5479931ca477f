import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countVisit } from '../features/analytics/visit-count.ts';
import { isEmbedPath, sendEmbedPage } from '../features/embed/embed-page.ts';
import { encodedBody, pickEncoding } from '../http/encoded-answer.ts';
import { sendNotFound } from './errors.ts';
import { type BuildManifest, lazyPageLinks } from './page-assets.ts';
import { publicPageRenderer, splicedPageBytes } from './page-render.ts';
import { allowFraming } from './security-headers.ts';
import { isServablePath } from './servable-path.ts';
import { STORAGE_PREFIX } from './storage.ts';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
/** Paths that are never pages: their unknown URLs stay JSON 404s. */
const NOT_PAGES = ['/api/', STORAGE_PREFIX, '/assets/', '/sanctum/'];

/**
 * The built SPA (apps/web/dist) and the answer to every unknown path: index.html for a GET of a
 * page path (/, /orbital/…, /admin/…, /login…), a JSON 404 for anything else.
 * Vite's hashed /assets/ are cached for a year; index.html is revalidated on every visit.
 */
export const pagesPlugin = fp(
  async (app) => {
    const dist = app.config.webDistDir;
    const hasSpa = existsSync(join(dist, 'index.html'));
    if (!hasSpa) app.log.warn(`${dist}/index.html not found: the web app is not served (run npm run build)`);

    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        index: false,
        list: false,
        redirect: false,
        allowedPath: isServablePath,
        cacheControl: false,
        // the build writes .br and .gz beside each file (apps/web/build/precompress.ts)
        preCompressed: true,
        setHeaders(reply, path) {
          if (path.endsWith('index.html')) reply.header('Cache-Control', 'no-cache');
          else if (path.includes(`${join(dist, 'assets')}/`)) {
            reply.header('Cache-Control', `public, max-age=${ONE_YEAR_MS / 1000}, immutable`);
          } else reply.header('Cache-Control', 'public, max-age=3600');
        },
      });
    }

    const pages = hasSpa ? builtPages(dist) : null;
    const renderPublicPage = publicPageRenderer(app, join(dirname(dist), 'dist-ssr', 'entry-server.js'));
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pages || !isPagePath(request)) return sendNotFound(request, reply);
      if (request.url.startsWith('/iframe/')) allowFraming(reply);
      // the showcase framed on the developer's own site (features/embed)
      if (isEmbedPath(request.url)) return sendEmbedPage(request, reply, pages().public);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      const variants = pages();
      if (isAdminPath(request)) return reply.send(variants.withoutDataPreload);
      const found = await renderPublicPage(request);
      // a visit is a public page served, not a cookie (features/analytics)
      const visit = () =>
        countVisit(app, request).catch((error: unknown) =>
          request.log.error({ err: error }, 'visit not counted'),
        );
      if (!found) {
        void visit();
        return reply.send(variants.public);
      }
      const { page: rendered, origin } = found;
      if (rendered.redirectTo) return reply.redirect(rendered.redirectTo, 302);
      if (rendered.status === 200) void visit();
      const template = variants.withoutDataPreload;
      const assets = lazyPageLinks(variants.manifest, rendered.modules, template);
      const page = splicedPageBytes(template, rendered, assets, pageAddress(origin, request.url));
      // the page differs by the visitor's language cookie; compressed here, once per page
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') reply.header('Vary', 'Cookie');
      else reply.header('Vary', 'Cookie, accept-encoding').header('Content-Encoding', encoding);
      return reply.code(rendered.status).send(await encodedBody(page, encoding));
    });
  },
  { name: 'pages', dependencies: ['context', 'errors'] },
);

/** The page's address on the site's origin: the request gives only its path and query. */
function pageAddress(origin: string, requestUrl: string): URL {
  const address = new URL(origin);
  const queryAt = requestUrl.indexOf('?');
  address.pathname = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  address.search = queryAt === -1 ? '' : requestUrl.slice(queryAt);
  return address;
}

const PUBLIC_PRELOAD = /<link\b[^>]*\bdata-public-preload\b[^>]*>\s*/g;

interface BuiltPages {
  /** index.html as built: preloads the site's data. */
  public: string;
  /** Without that preload: the admin's pages and server-rendered ones (their data is inside). */
  withoutDataPreload: string;
  manifest: BuildManifest;
}

/**
 * index.html for public pages, which preload the site's data (apps/web/build/preload-domain.ts),
 * and for the admin and server-rendered pages, which do not need it; and the build's manifest.
 * Read again when a new build replaces index.html.
 */
function builtPages(dist: string): () => BuiltPages {
  const indexFile = join(dist, 'index.html');
  let read: BuiltPages & { modified: number } = {
    modified: -1,
    public: '',
    withoutDataPreload: '',
    manifest: {},
  };
  return () => {
    const modified = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? read.modified;
    if (modified !== read.modified) {
      try {
        const html = readFileSync(indexFile, 'utf8');
        read = {
          modified,
          public: html,
          withoutDataPreload: html.replace(PUBLIC_PRELOAD, ''),
          manifest: readManifest(join(dist, '.vite', 'manifest.json')),
        };
      } catch {
        // a build is replacing the file: the last one read serves meanwhile
      }
    }
    return read;
  };
}

/** The build's manifest; empty without one (lazy pages are then styled once their code loads). */
function readManifest(file: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

function isAdminPath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/login');
}

function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return !NOT_PAGES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
