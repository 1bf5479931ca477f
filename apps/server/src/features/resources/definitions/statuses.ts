import { ZStatusInput } from '@vitrine/core/schemas/status';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentStatus } from '../../../presenters/status-presenters.ts';
import { requiredField } from '../messages.ts';
import {
  type Actor,
  type AnyExpressionBuilder,
  type AnyRow,
  admins,
  anyone,
  defineResource,
  ROOT,
} from '../resource.ts';
import { idsInCorporation } from '../scope.ts';
import { idOrNone, partialTranslated, translatedText } from '../sql-text.ts';

/** The system statuses (1, 2, 3, 7; no project) carry fixed meaning: nobody changes them. */
const projectStatus = (actor: Actor, row?: AnyRow) => admins(actor) && row?.project_id != null;

export const statuses = defineResource({
  name: 'statuses',
  table: 'statuses',
  // Everyone reads the system statuses, and the statuses of their corporation's projects.
  scope: (db, actor) =>
    actor.role === ROOT
      ? null
      : (eb: AnyExpressionBuilder) =>
          eb.or([
            eb('statuses.project_id', 'is', null),
            eb('statuses.project_id', 'in', idsInCorporation(db, 'projects', actor.corporation_id ?? -1)),
          ]),
  policy: { read: anyone, create: admins, update: projectStatus, delete: projectStatus },
  fields: ['name', 'color', 'project_id'],
  filters: {
    // A project's statuses are the system ones and its own.
    project_id: (query, value) =>
      query.where((eb) =>
        eb.or([eb('statuses.project_id', 'is', null), eb('statuses.project_id', '=', idOrNone(value))]),
      ),
    name: partialTranslated('statuses.name'),
  },
  sorts: { id: 'id', name: (db) => translatedText(db, 'statuses.name'), color: 'color' },
  defaultSort: [],
  relations: { project: { kind: 'belongsTo', resource: 'projects', foreignKey: 'project_id' } },
  includes: ['project'],
  input: { create: ZStatusInput, update: ZStatusInput.partial() },
  references: { project_id: 'projects' },
  async check(input, { existing }) {
    const projectId = 'project_id' in input ? input.project_id : existing?.project_id;
    return projectId ? {} : { project_id: [requiredField('project_id')] };
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['color', 'project_id'] as const) if (key in input) row[key] = input[key];
    if ('name' in input) row.name = toTranslatedJson(input.name as never);
    return row;
  },
  present: (row, ctx) => presentStatus(row as never, ctx),
  followsContentVersions: true,
});
