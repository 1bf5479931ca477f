import { mkdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  nameLayout,
  REPLACED_MEDIA_ROOTS,
  STORAGE_URL_PREFIX,
  storageUrl,
} from '@vitrine/core/storage-layout';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isServablePath } from './servable-path.ts';
import { serveStorageFromBucket } from './storage-bucket.ts';

export interface Storage {
  /** Absolute directory of the local disk storage. */
  dir: string;
  /**
   * Public URL of a storage-relative path: `files/a b.jpg` → `/storage/files/a%20b.jpg`, or
   * `https://media.example.com/files/a%20b.jpg` with MEDIA_URL.
   */
  url: (path: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const STORAGE_PREFIX = STORAGE_URL_PREFIX;
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Top folders whose files the back office replaces at the same path (orbital frames, polygon
 * files, 360 images, cyclorama and tour exports). Their files are revalidated on each use (a
 * cheap 304 while unchanged), or a browser would show an old tour for a year.
 */
const REPLACED_IN_PLACE = new Set<string>([...REPLACED_MEDIA_ROOTS, ...nameLayout.roots]);

/** The Cache-Control of a stored file: immutable, unless its folder is rewritten in place. */
export function storageCacheControl(storagePath: string): string {
  const [folder] = storagePath.split('/');
  return REPLACED_IN_PLACE.has(folder ?? '')
    ? 'public, no-cache'
    : `public, max-age=${ONE_YEAR_MS / 1000}, immutable`;
}

/**
 * The only types /storage answers with, by extension: pictures, videos, PDF and the data files
 * the viewers read. Anything else is sent as a download (see storedFileHeaders), never shown.
 */
const SERVED_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** The public URL of a stored file (core's, the one the web app builds too), MEDIA_URL-aware. */
export { storageUrl };

/**
 * The policy of every /storage answer: a stored file is data, never a page of the site. Opened
 * directly, it may show itself (pictures, styles inline in an SVG, media) but runs no script,
 * loads nothing else and, sandboxed, has no origin to act in.
 */
export const STORAGE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Headers that make a stored file inert, from its storage path alone. */
export function storedFileHeaders(storagePath: string): Record<string, string> {
  const dot = storagePath.lastIndexOf('.');
  const extension = dot > storagePath.lastIndexOf('/') ? storagePath.slice(dot).toLowerCase() : '';
  const type = SERVED_TYPES[extension];
  return type
    ? { 'content-type': type }
    : { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' };
}

/**
 * Serves STORAGE_DIR under /storage/: files only (no listing, no dotfiles, nothing outside the
 * directory), cached for a year as immutable — an uploaded file gets a new path when it changes —
 * except the media folders rewritten in place (see storageCacheControl).
 */
export const storagePlugin = fp(
  async (app) => {
    const dir = app.config.storageDir;
    mkdirSync(dir, { recursive: true });
    const { mediaUrl } = app.config;
    app.decorate('storage', { dir, url: (path) => storageUrl(path, mediaUrl) } satisfies Storage);

    // The headers of every stored file, from its storage-relative path (disk and bucket alike).
    const storageHeaders = (reply: FastifyReply, storagePath: string) => {
      for (const [name, value] of Object.entries(storedFileHeaders(storagePath))) reply.header(name, value);
      reply.header('Cache-Control', storageCacheControl(storagePath));
      // Pictures may be shown by other sites (the developer's own pages, e-mails).
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    };
    // On every /storage answer, 304s and 404s included: the app's page policy does not apply.
    app.addHook('onSend', async (request, reply) => {
      // The matched route, not only the raw URL: /%73torage/… is routed to the same files.
      const route = request.routeOptions.url ?? '';
      if (!route.startsWith(STORAGE_PREFIX) && !request.url.startsWith(STORAGE_PREFIX)) return;
      reply.header('Content-Security-Policy', STORAGE_CSP);
      reply.header('X-Content-Type-Options', 'nosniff');
    });
    if (app.storageDriver.kind === 's3') {
      await serveStorageFromBucket(app, STORAGE_PREFIX, storageHeaders);
      return;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: STORAGE_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'deny',
      // Folders, dot segments and dotfiles are answered as missing, not as forbidden.
      allowedPath: isServablePath,
      cacheControl: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
      setHeaders(reply, path) {
        storageHeaders(reply as unknown as FastifyReply, relative(dir, path).split(sep).join('/'));
      },
    });
  },
  { name: 'storage', dependencies: ['context', 'storage-driver'] },
);
