import { ZCategoryInput } from '@vitrine/core/schemas/status';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentCategory } from '../../../presenters/status-presenters.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partialTranslated, translatedText } from '../sql-text.ts';

/** Categories of a project's units (flat, duplex, parking…), in drag-and-drop order. */
export const categories = defineResource({
  name: 'categories',
  table: 'categories',
  scope: ownedScope('categories'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['name', 'color', 'project_id', 'order'],
  filters: { project_id: idEquals('categories.project_id'), name: partialTranslated('categories.name') },
  sorts: { id: 'id', name: (db) => translatedText(db, 'categories.name'), order: 'order' },
  defaultSort: ['order'],
  relations: { project: { kind: 'belongsTo', resource: 'projects', foreignKey: 'project_id' } },
  includes: ['project'],
  input: { create: ZCategoryInput, update: ZCategoryInput.partial() },
  references: { project_id: 'projects' },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['color', 'project_id'] as const) if (key in input) row[key] = input[key];
    if ('name' in input) row.name = toTranslatedJson(input.name as never);
    return row;
  },
  ordering: { column: 'order', group: 'project_id' },
  present: (row, ctx) => presentCategory(row as never, ctx),
  followsContentVersions: true,
});
