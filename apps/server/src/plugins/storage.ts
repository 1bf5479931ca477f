import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isServablePath } from './servable-path.ts';

export interface Storage {
  /** Absolute directory of the local disk storage. */
  dir: string;
  /** Public URL of a storage-relative path: `files/a b.jpg` → `/storage/files/a%20b.jpg`. */
  url: (path: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const STORAGE_PREFIX = '/storage/';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Content types the viewers check (tour.xml must read as XML, polygon files as JSON). */
const TEXT_TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const URL_SAFE_PATH = /^[\w\-./]*$/;

export function storageUrl(path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (URL_SAFE_PATH.test(relative)) return STORAGE_PREFIX + relative;
  return STORAGE_PREFIX + relative.split('/').map(encodeURIComponent).join('/');
}

/**
 * Serves STORAGE_DIR under /storage/: files only (no listing, no dotfiles, nothing outside the
 * directory), cached for a year as immutable — a changed file gets a new path.
 */
export const storagePlugin = fp(
  async (app) => {
    const dir = app.config.storageDir;
    mkdirSync(dir, { recursive: true });
    app.decorate('storage', { dir, url: storageUrl } satisfies Storage);

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
        const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
        const type = TEXT_TYPES[extension];
        if (type) reply.header('Content-Type', type);
        // Pictures may be shown by other sites (the developer's own pages, e-mails).
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  },
  { name: 'storage', dependencies: ['context'] },
);
