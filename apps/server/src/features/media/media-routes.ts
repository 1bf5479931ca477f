import multipart from '@fastify/multipart';
import { storageLayout } from '@vitrine/core/storage-layout';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unprocessable } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { admins } from '../resources/resource.ts';
import { largestUpload } from '../uploads/upload-limits.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { type MediaInput, mediaBytes, mediaFiles, receiveMedia } from './media-input.ts';
import { buildingOfPolygons } from './media-places.ts';
import { queueOrbitalFrames } from './orbital-jobs.ts';
import { storeTurntable } from './orbital-media.ts';
import { storePolygons } from './polygon-media.ts';
import { storeTour } from './tour-media.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZTourParams = ZId.extend({ n: z.coerce.number().int().min(1).max(4) });
const isImage = (sniffed: { kind: string }) => sniffed.kind === 'image';
/** Studio renders: TIFF too, as they are only ever re-encoded. */
const isRender = (sniffed: { kind: string }) => isImage(sniffed) || sniffed.kind === 'tiff';

/** The row `id` of a resource when the actor reaches it (404) and is an admin or root (403). */
async function mediaTarget(request: FastifyRequest, resourceName: string, id: number) {
  const actor = currentUser(request);
  const row = await findRow(request.server.db, resourceRegistry.get(resourceName)!, actor, id);
  if (!row) throw notFound();
  if (!admins(actor)) throw forbidden();
  return row;
}

async function withMedia<T>(request: FastifyRequest, use: (input: MediaInput) => Promise<T>): Promise<T> {
  const input = await receiveMedia(request);
  try {
    return await use(input);
  } finally {
    await input.cleanup();
  }
}

/**
 * Media the public site reads from /storage, uploaded by admins: orbital frames of a building
 * or floor, polygon outlines, a unit's 360 turntable, a domain's cyclorama and tours. Each takes
 * multipart files (or one zip), or FilePond server ids as `{ "files": [...] }`.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each file's own limit (by kind) is checked while it streams in; busboy's is a last guard.
  const fileSize = largestUpload(app.config.uploads) + 1;
  await app.register(multipart, { limits: { fileSize, files: 1000, fields: 20 } });
  const storage = () => app.storageDriver;
  const tags = ['media'];

  // Orbital frames are checked here, rendered by the job worker (minutes for 29 large frames):
  // 202 { job }, then GET /api/jobs/{id} until it is done. With `review: true` (JSON body) the
  // rendered frames wait to be looked at and published (orbital-review-routes.ts).
  const queueFrames = async (
    request: FastifyRequest,
    target: { resource: 'buildings' | 'floors'; id: number; buildingId: number },
  ) => {
    const review = !request.isMultipart() && (request.body as { review?: unknown } | null)?.review === true;
    const id = await withMedia(request, async (input) =>
      queueOrbitalFrames(
        app.db,
        storage(),
        { ...target, userId: currentUser(request).id },
        await mediaFiles(input, 'files', isRender),
        { review },
      ),
    );
    return { job: { id, status: 'queued' as const } };
  };

  app.post(
    '/buildings/:id/orbitals',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request, reply) => {
      await mediaTarget(request, 'buildings', request.params.id);
      const target = { resource: 'buildings' as const, id: request.params.id, buildingId: request.params.id };
      return reply.code(202).send(await queueFrames(request, target));
    },
  );

  app.post(
    '/floors/:id/orbitals',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request, reply) => {
      const floor = await mediaTarget(request, 'floors', request.params.id);
      const target = {
        resource: 'floors' as const,
        id: request.params.id,
        buildingId: Number(floor.building_id),
      };
      return reply.code(202).send(await queueFrames(request, target));
    },
  );

  app.post(
    '/buildings/:id/polygons',
    { schema: { params: ZId, tags }, preHandler: [requireUser], bodyLimit: 32 * 1024 * 1024 },
    async (request) => {
      await mediaTarget(request, 'buildings', request.params.id);
      const building = await buildingOfPolygons(app.db, request.params.id);
      const body = request.body as { files?: unknown } | undefined;
      const json =
        request.isMultipart() || Array.isArray(body?.files)
          ? await withMedia(request, async (input) => {
              const [file] = await mediaFiles(input, 'polygons', (sniffed) => sniffed.kind === 'json');
              if (!file)
                throw unprocessable({ polygons: [uploadMessage('missing', { attribute: 'polygons' })] });
              return JSON.parse((await mediaBytes(file)).toString('utf8').replace(/^\uFEFF/, '')) as unknown;
            })
          : body;
      const report = await storePolygons(app.db, storage(), building, json);
      await touchContentOf(app.db, 'buildings', [request.params.id]);
      return { data: report };
    },
  );

  app.post(
    '/units/:id/v360',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'units', request.params.id);
      const folder = storageLayout.turntableFolder(request.params.id);
      const stored = await withMedia(request, async (input) =>
        storeTurntable(storage(), folder, await mediaFiles(input, 'files', isRender)),
      );
      await touchContentOf(app.db, 'units', [request.params.id]);
      return { data: stored };
    },
  );

  app.post(
    '/domains/:id/cyclorama',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'domains', request.params.id);
      const folder = storageLayout.cycloramaFolder(request.params.id);
      const report = await withMedia(request, (input) => storeTour(storage(), folder, input));
      await touchContentOf(app.db, 'domains', [request.params.id]);
      return { data: report };
    },
  );

  app.post(
    '/domains/:id/tours/:n',
    { schema: { params: ZTourParams, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'domains', request.params.id);
      const folder = storageLayout.tourFolder(request.params.id, request.params.n);
      const report = await withMedia(request, (input) => storeTour(storage(), folder, input));
      await touchContentOf(app.db, 'domains', [request.params.id]);
      return { data: report };
    },
  );
};
