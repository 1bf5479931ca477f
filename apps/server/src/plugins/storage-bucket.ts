import type { FastifyInstance, FastifyReply } from 'fastify';
import { isServablePath } from './servable-path.ts';
import { safeStoragePath } from './storage-driver.ts';

/** Types of what /storage holds, by extension (the disk's server guesses the same way). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.css': 'text/css',
};

/**
 * With STORAGE_DRIVER=s3, GET /storage/* streams the object from the bucket, so that every
 * /storage URL the app hands out keeps working without a public bucket (a CDN in front of the app
 * caches it). Same rules as the disk: no folders, no dot segments (staging, demo source), and the
 * headers of `setHeaders`, given the storage-relative path.
 */
export async function serveStorageFromBucket(
  app: FastifyInstance,
  prefix: string,
  setHeaders: (reply: FastifyReply, storagePath: string) => void,
): Promise<void> {
  app.get(`${prefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    let path: string;
    try {
      if (!isServablePath(wanted)) throw new Error('not servable');
      path = safeStoragePath(decodeURIComponent(wanted));
    } catch {
      return reply.callNotFound();
    }
    const file = await app.storageDriver.stream(path);
    if (!file) return reply.callNotFound();
    const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
    reply.type(CONTENT_TYPES[extension] ?? 'application/octet-stream').header('Content-Length', file.size);
    setHeaders(reply, path);
    return reply.send(file.body);
  });
}
