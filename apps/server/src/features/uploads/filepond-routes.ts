import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { translateMessage } from '@vitrine/core/i18n/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, unprocessable } from '../../http/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { appendChunk } from './chunk-append.ts';
import {
  findOwnUpload,
  receiveWholeFile,
  revertUpload,
  startChunkedUpload,
  uploadAreaOf,
  uploadFile,
} from './temporary-uploads.ts';
import { largestUpload } from './upload-limits.ts';
import { uploadMessage } from './upload-messages.ts';

const ZPatchQuery = z.object({ patch: z.string() });
const ZLoadQuery = z.object({ load: z.string().optional(), restore: z.string().optional() });

function headerNumber(request: FastifyRequest, name: string): number | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d{1,13}$/.test(text) ? Number(text) : null;
}

function plainId(reply: FastifyReply, id: string) {
  return reply.type('text/plain; charset=utf-8').send(id);
}

/**
 * The FilePond server endpoint (https://pqina.nl/filepond/docs/api/server/), all signed in:
 * POST process (whole file, multipart) → server id; POST with Upload-Length → id of a chunked
 * upload; PATCH ?patch=id with Upload-Offset (and Upload-Name) appends a chunk; HEAD ?patch=id
 * answers Upload-Offset to resume; DELETE (body: id) reverts; GET ?load= / ?restore= gives the
 * bytes back. Files are checked by content once complete and wait in temporary_uploads until a
 * form names them.
 */
export const filepondRoutes: FastifyPluginAsyncZod = async (app) => {
  const area = uploadAreaOf(app);
  // The stream's own limits (by kind, by quota) refuse a file first: busboy's is a last guard.
  await app.register(multipart, {
    limits: { fileSize: largestUpload(area.limits) + 1, files: 1, fields: 10, fieldSize: 100_000 },
  });
  // A chunk's bytes are streamed to their place in the file by the request that may write them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, payload, done) =>
    done(null, payload),
  );

  app.post(
    '/filepond',
    { preHandler: [requireUser], schema: { tags: ['uploads'] } },
    async (request, reply) => {
      const actor = currentUser(request);
      const length = headerNumber(request, 'upload-length');
      if (!request.isMultipart()) {
        if (length === null) throw badRequest({ key: 'api.multipartExpected' });
        return plainId(reply, await startChunkedUpload(area, actor, length));
      }
      let id: string | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (id) {
            part.file.resume();
            continue;
          }
          id = await receiveWholeFile(
            area,
            actor,
            part.file,
            part.filename,
            headerNumber(request, 'content-length'),
          );
        }
      }
      if (id) return plainId(reply, id);
      if (length !== null) return plainId(reply, await startChunkedUpload(area, actor, length));
      throw unprocessable({ file: [uploadMessage('missing', { attribute: 'file' })] });
    },
  );

  app.patch(
    '/filepond',
    { preHandler: [requireUser], schema: { querystring: ZPatchQuery, tags: ['uploads'] } },
    async (request, reply) => {
      const upload = await findOwnUpload(area, currentUser(request), request.query.patch);
      if (!upload) throw notFound();
      const offset = headerNumber(request, 'upload-offset');
      if (offset === null || !(request.body instanceof Readable))
        throw badRequest({ key: 'api.uploadOffsetMissing' });
      const name = request.headers['upload-name'];
      const result = await appendChunk(
        area,
        upload,
        offset,
        request.body,
        typeof name === 'string' ? decodeURIComponent(name) : undefined,
      );
      if (result.status === 'conflict') {
        return reply
          .code(409)
          .header('Upload-Offset', String(result.offset))
          .send({ message: translateMessage(request.locale, uploadMessage('busy', { attribute: 'file' })) });
      }
      if (result.status === 'partial') reply.header('Upload-Offset', String(result.offset));
      return reply.code(204).send();
    },
  );

  app.head(
    '/filepond',
    { preHandler: [requireUser], schema: { querystring: ZPatchQuery, tags: ['uploads'] } },
    async (request, reply) => {
      const upload = await findOwnUpload(area, currentUser(request), request.query.patch);
      if (!upload) throw notFound();
      return reply.header('Upload-Offset', String(upload.received)).code(200).send();
    },
  );

  const revert = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const upload = await findOwnUpload(area, currentUser(request), id.trim());
    if (upload) await revertUpload(area, upload.id);
    return reply.code(204).send();
  };
  app.delete(
    '/filepond',
    { preHandler: [requireUser], schema: { tags: ['uploads'] } },
    async (request, reply) => revert(request, reply, typeof request.body === 'string' ? request.body : ''),
  );
  // The admin's revert call: POST /api/upload/revert with the server id as `path` (or as the body).
  for (const path of ['/upload/revert', '/upload/revert/']) {
    app.post(path, { preHandler: [requireUser], schema: { tags: ['uploads'] } }, async (request, reply) => {
      const body = request.body as { path?: unknown; id?: unknown } | string | undefined;
      const id = typeof body === 'string' ? body : String(body?.path ?? body?.id ?? '');
      return revert(request, reply, id.split('/').pop() ?? '');
    });
  }

  app.get(
    '/filepond',
    {
      preHandler: [requireUser],
      exposeHeadRoute: false,
      schema: { querystring: ZLoadQuery, tags: ['uploads'] },
    },
    async (request, reply) => {
      const id = request.query.restore ?? request.query.load ?? '';
      const upload = await findOwnUpload(area, currentUser(request), id);
      if (upload?.completed_at) {
        return reply
          .type(upload.mime ?? 'application/octet-stream')
          .header('Content-Disposition', `inline; filename="${upload.original_name}"`)
          .send(createReadStream(uploadFile(area, upload.id)));
      }
      // A file already kept in storage (FilePond's "load" of a form's current file).
      if (
        request.query.load?.includes('/') &&
        /^[\w./-]+$/.test(request.query.load) &&
        !request.query.load.includes('..')
      ) {
        return reply.redirect(request.server.storage.url(request.query.load));
      }
      throw notFound();
    },
  );
};
