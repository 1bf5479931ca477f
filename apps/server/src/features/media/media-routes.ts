import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unprocessable } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { findRow } from '../resources/list-rows.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { admins } from '../resources/resource.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/content-check.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { type MediaInput, mediaFiles, receiveMedia } from './media-input.ts';
import { buildingPlace, domainPlace, floorPlace, unitPlace } from './media-places.ts';
import { storeOrbitalFrames, storeTurntable } from './orbital-media.ts';
import { storePolygons } from './polygon-media.ts';
import { storeTour } from './tour-media.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZTourParams = ZId.extend({ n: z.coerce.number().int().min(1).max(4) });
const isImage = (sniffed: { kind: string }) => sniffed.kind === 'image';

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
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1000, fields: 20 } });
  const storage = () => app.storageDriver;
  const tags = ['media'];

  app.post(
    '/buildings/:id/orbitals',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'buildings', request.params.id);
      const place = await buildingPlace(app.db, request.params.id);
      const paths = await withMedia(request, async (input) =>
        storeOrbitalFrames(storage(), { ...place, view: 'full' }, await mediaFiles(input, 'files', isImage)),
      );
      return { data: { folder: `orbitals/${place.project}/${place.building}/full`, files: paths.length } };
    },
  );

  app.post(
    '/floors/:id/orbitals',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'floors', request.params.id);
      const place = await floorPlace(app.db, request.params.id);
      const paths = await withMedia(request, async (input) =>
        storeOrbitalFrames(
          storage(),
          { ...place, view: place.floor },
          await mediaFiles(input, 'files', isImage),
        ),
      );
      return {
        data: { folder: `orbitals/${place.project}/${place.building}/${place.floor}`, files: paths.length },
      };
    },
  );

  app.post(
    '/buildings/:id/polygons',
    { schema: { params: ZId, tags }, preHandler: [requireUser], bodyLimit: 32 * 1024 * 1024 },
    async (request) => {
      await mediaTarget(request, 'buildings', request.params.id);
      const place = await buildingPlace(app.db, request.params.id);
      const body = request.body as { files?: unknown } | undefined;
      const json =
        request.isMultipart() || Array.isArray(body?.files)
          ? await withMedia(request, async (input) => {
              const [file] = await mediaFiles(input, 'polygons', (sniffed) => sniffed.kind === 'json');
              if (!file)
                throw unprocessable({ polygons: [uploadMessage('missing', { attribute: 'polygons' })] });
              return JSON.parse(file.content.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
            })
          : body;
      return { data: await storePolygons(app.db, storage(), request.params.id, place, json) };
    },
  );

  app.post(
    '/units/:id/v360',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'units', request.params.id);
      const place = await unitPlace(app.db, request.params.id);
      const stored = await withMedia(request, async (input) =>
        storeTurntable(storage(), place, await mediaFiles(input, 'files', isImage)),
      );
      return { data: stored };
    },
  );

  app.post(
    '/domains/:id/cyclorama',
    { schema: { params: ZId, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'domains', request.params.id);
      const domain = await domainPlace(app.db, request.params.id);
      return {
        data: await withMedia(request, (input) => storeTour(storage(), `cyclorama/${domain}`, input)),
      };
    },
  );

  app.post(
    '/domains/:id/tours/:n',
    { schema: { params: ZTourParams, tags }, preHandler: [requireUser] },
    async (request) => {
      await mediaTarget(request, 'domains', request.params.id);
      const domain = await domainPlace(app.db, request.params.id);
      const folder = `vtour/${domain}/${request.params.n}`;
      return { data: await withMedia(request, (input) => storeTour(storage(), folder, input)) };
    },
  );
};
