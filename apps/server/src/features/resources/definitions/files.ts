import { ZIdInput, ZUploadIds } from '@vitrine/core/schemas/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { presentGalleryFile } from '../../../presenters/domain-content-presenters.ts';
import { galleryFilesOf, storeGalleryPicture } from '../../media/image-variants.ts';
import { claimUploads } from '../../uploads/temporary-uploads.ts';
import { requiredField } from '../messages.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals } from '../sql-text.ts';

const ZGalleryFileInput = z.object({
  domain_id: ZIdInput,
  /** FilePond server id of the picture. */
  file: ZUploadIds,
  order: z.coerce.number().int().min(0).optional(),
});

/** Pictures of a domain's gallery (POST /api/files/upload adds and removes several at once). */
export const files = defineResource({
  name: 'files',
  table: 'files',
  scope: ownedScope('files'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['file', 'thumb', 'order', 'domain_id'],
  filters: { domain_id: idEquals('files.domain_id') },
  sorts: { id: 'id', order: 'order', created_at: 'created_at' },
  defaultSort: ['order'],
  relations: { domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' } },
  includes: ['domain'],
  input: { create: ZGalleryFileInput, update: ZGalleryFileInput.pick({ order: true }) },
  references: { domain_id: 'domains' },
  async check(input, { existing }) {
    return existing || (Array.isArray(input.file) && input.file.length > 0)
      ? {}
      : { file: [requiredField('file')] };
  },
  toRow: (input) => ('order' in input ? { order: input.order } : {}),
  async create(input, { trx, actor, area, storage, used }) {
    const [upload] = await claimUploads(area, actor, (input.file as string[]).slice(0, 1), ['image'], 'file');
    const id = await insertGalleryFile(
      trx,
      storage,
      Number(input.domain_id),
      upload!,
      Number(input.order ?? 0),
    );
    used.push(upload!);
    return id;
  },
  filesOf: (row) => galleryFilesOf(row as never),
  ordering: { column: 'order', group: 'domain_id' },
  present: (row, ctx) => presentGalleryFile(row as never, ctx),
});

/** Stores an upload as a gallery picture of a domain and records it; returns the new id. */
export async function insertGalleryFile(
  db: Kysely<Database>,
  storage: Parameters<typeof storeGalleryPicture>[0],
  domainId: number,
  upload: { file: string; originalName: string; sniffed: { mime: string }; size: number; id: string },
  order: number,
): Promise<number> {
  const stored = await storeGalleryPicture(storage, `files/gallery/domain-${domainId}`, upload.file);
  try {
    const row = await db
      .insertInto('files')
      .values({
        domain_id: domainId,
        path: stored.path,
        responsive: JSON.stringify(stored.responsive),
        thumb_path: stored.thumbPath,
        original_name: upload.originalName,
        mime: 'image/jpeg',
        size: upload.size,
        order,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (error) {
    for (const file of stored.files) await storage.delete(file).catch(() => undefined);
    throw error;
  }
}
