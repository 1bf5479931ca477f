import { z } from 'zod';
import { revertUpload } from '../../uploads/temporary-uploads.ts';
import { presentTemporaryUpload } from '../present-more.ts';
import { type Actor, type AnyExpressionBuilder, anyone, defineResource, nobody } from '../resource.ts';

const ZNoInput = z.object({});

/**
 * The signed-in user's pending FilePond uploads (created by /api/filepond, claimed by the forms
 * that name them). Each user sees and deletes only their own, root included.
 */
export const upload = defineResource({
  name: 'upload',
  table: 'temporary_uploads',
  scope: (_db, actor: Actor) => (eb: AnyExpressionBuilder) => eb('temporary_uploads.user_id', '=', actor.id),
  policy: { read: anyone, create: nobody, update: nobody, delete: anyone },
  fields: ['name', 'mime', 'size', 'received', 'complete', 'created_at'],
  filters: {},
  sorts: { created_at: 'created_at', name: 'original_name' },
  defaultSort: ['created_at'],
  relations: {},
  includes: [],
  input: { create: ZNoInput, update: ZNoInput },
  toRow: () => ({}),
  stringIds: true,
  afterDelete: (row, area) => revertUpload(area, String(row.id)),
  present: (row) => presentTemporaryUpload(row as never),
});
