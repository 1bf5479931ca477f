import { ZVideoInput } from '@vitrine/core/schemas/video';
import type { Row } from '../../../db/schema.ts';
import { presentVideo } from '../../../presenters/domain-content-presenters.ts';
import { claimUploads } from '../../uploads/temporary-uploads.ts';
import { admins, anyone, defineResource, type FieldErrors } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals } from '../sql-text.ts';

type FormatInput = { type: string; upload?: string[] | null; url?: string };

/** Videos of a domain: a poster and one file per format (webm, mp4), in drag-and-drop order. */
export const videos = defineResource({
  name: 'videos',
  table: 'videos',
  scope: ownedScope('videos'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['order', 'thumb', 'formats', 'domain_id'],
  filters: { domain_id: idEquals('videos.domain_id') },
  sorts: { id: 'id', order: 'order' },
  defaultSort: ['order'],
  relations: { domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' } },
  includes: ['domain'],
  input: { create: ZVideoInput, update: ZVideoInput.partial() },
  references: { domain_id: 'domains' },
  // A format given by url keeps one of the video's files; any other url would be dropped, so it is refused.
  async check(input, { db, existing }) {
    if (!Array.isArray(input.formats)) return {};
    const kept = existing
      ? await db
          .selectFrom('video_formats')
          .select('path')
          .where('video_id', '=', Number(existing.id))
          .execute()
      : [];
    const errors: FieldErrors = {};
    for (const [index, format] of (input.formats as FormatInput[]).entries()) {
      if (format.upload?.length || kept.some((file) => format.url?.endsWith(file.path))) continue;
      errors[`formats.${index}.url`] = [{ key: 'validation.videoFileOnly', field: 'url' }];
    }
    return errors;
  },
  uploads: {
    thumb: {
      column: 'thumb_path',
      kinds: ['image'],
      folder: (row) => `files/videos/domain-${row.domain_id}`,
      use: () => 'thumb',
    },
  },
  toRow: (input) => ('domain_id' in input ? { domain_id: input.domain_id } : {}),
  // The formats are replaced as a whole: an existing one is kept by its url, a new one comes from an upload.
  async afterWrite(id, input, { trx, actor, area, storage, used }) {
    if (!Array.isArray(input.formats)) return;
    const db = trx;
    const video = await db
      .selectFrom('videos')
      .select('domain_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const previous = (await db
      .selectFrom('video_formats')
      .selectAll()
      .where('video_id', '=', id)
      .execute()) as Row<'video_formats'>[];
    const rows: { path: string; type: string }[] = [];
    for (const [index, format] of (input.formats as FormatInput[]).entries()) {
      if (format.upload?.length) {
        const [upload] = await claimUploads(
          area,
          actor,
          format.upload.slice(0, 1),
          ['video'],
          `formats.${index}.upload`,
        );
        const path = `files/videos/domain-${video.domain_id}/${upload!.id}.${upload!.sniffed.extension}`;
        await storage.putFile(path, upload!.file, upload!.sniffed.mime);
        used.push(upload!);
        rows.push({ path, type: upload!.sniffed.mime });
      } else {
        const kept = previous.find((old) => format.url?.endsWith(old.path));
        if (kept) rows.push({ path: kept.path, type: format.type });
      }
    }
    await db.deleteFrom('video_formats').where('video_id', '=', id).execute();
    if (rows.length > 0) {
      await db
        .insertInto('video_formats')
        .values(rows.map((row, order) => ({ ...row, video_id: id, order })))
        .execute();
    }
  },
  async loadExtras(db, rows) {
    const ids = rows.map((row) => Number(row.id));
    const formats =
      ids.length === 0
        ? []
        : await db
            .selectFrom('video_formats')
            .selectAll()
            .where('video_id', 'in', ids)
            .orderBy('order')
            .execute();
    const byVideo = new Map<number, Row<'video_formats'>[]>();
    for (const format of formats)
      byVideo.set(format.video_id, [...(byVideo.get(format.video_id) ?? []), format]);
    return byVideo;
  },
  filesOf: (row) => (row.thumb_path ? [row.thumb_path] : []),
  ordering: { column: 'order', group: 'domain_id' },
  present: (row, ctx, formats) => presentVideo(row as never, (formats as Row<'video_formats'>[]) ?? [], ctx),
});
