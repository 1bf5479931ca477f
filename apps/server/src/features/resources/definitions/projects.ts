import { ZProjectInput } from '@vitrine/core/schemas/project';
import { parseTranslated, toTranslatedJson } from '../../../db/translatable.ts';
import { presentProjectFields } from '../../../presenters/catalogue-presenters.ts';
import { richTranslatedJson } from '../../rich-text/rich-html.ts';
import {
  type AnyExpressionBuilder,
  type AnyJoin,
  admins,
  anyone,
  defineResource,
  type Relation,
  rootOnly,
} from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, idOrNone, partialTranslated, translatedText } from '../sql-text.ts';
import { projectNameTaken } from './public-names.ts';
import { insertCreatedSettings } from './setting-values.ts';

const PLAIN = [
  'domain_id',
  'topology',
  'cgu',
  'emerige_id',
  'immolead_id',
  'adlead_id',
  'unlatch_id',
] as const;
const systemAndOwnStatuses: Relation = {
  kind: 'custom',
  resource: 'statuses',
  many: true,
  parentKey: 'project_key',
  load: (db, parents) =>
    db
      .selectFrom('projects')
      .innerJoin('statuses', (join: AnyJoin) =>
        join.on((eb: AnyExpressionBuilder) =>
          eb.or([
            eb('statuses.project_id', 'is', null),
            eb('statuses.project_id', '=', eb.ref('projects.id')),
          ]),
        ),
      )
      .selectAll('statuses')
      .select('projects.id as project_key')
      .where(
        'projects.id',
        'in',
        parents.map((project) => project.id),
      ),
};

/** Projects (developments). Only root creates or deletes one; admins edit theirs. */
export const projects = defineResource({
  name: 'projects',
  table: 'projects',
  scope: ownedScope('projects'),
  policy: { read: anyone, create: rootOnly, update: admins, delete: rootOnly },
  fields: [
    'name',
    'domain_id',
    'topology',
    'show_price',
    'show_category',
    'gdpr',
    'cgu',
    'emerige_id',
    'immolead_id',
    'adlead_id',
    'unlatch_id',
  ],
  filters: {
    domain_id: idEquals('projects.domain_id'),
    name: partialTranslated('projects.name'),
    'domain.corporation.id': (query, value, db) =>
      query.where(
        'projects.domain_id',
        'in',
        db.selectFrom('domains').select('id').where('corporation_id', '=', idOrNone(value)),
      ),
    // The corporation of a user: "owners of units" on the units page.
    user_id: (query, value, db) =>
      query.where(
        'projects.domain_id',
        'in',
        db
          .selectFrom('domains')
          .innerJoin('users', 'users.corporation_id', 'domains.corporation_id')
          .select('domains.id')
          .where('users.id', '=', idOrNone(value)),
      ),
  },
  sorts: {
    id: 'id',
    name: (db) => translatedText(db, 'projects.name'),
    show_price: 'show_price',
    show_category: 'show_category',
  },
  defaultSort: [],
  relations: {
    domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' },
    buildings: { kind: 'hasMany', resource: 'buildings', foreignKey: 'project_id' },
    categories: { kind: 'hasMany', resource: 'categories', foreignKey: 'project_id' },
    settings: { kind: 'hasMany', resource: 'settings', foreignKey: 'project_id' },
    statuses: systemAndOwnStatuses,
    // The admin's project screen asks `include=status`: the same list.
    status: systemAndOwnStatuses,
  },
  includes: [
    'domain.corporation',
    'buildings.floors.units',
    'buildings.settings',
    'categories',
    'settings',
    'statuses',
    'status',
  ],
  input: { create: ZProjectInput, update: ZProjectInput.partial() },
  references: { domain_id: 'domains' },
  async check(input, { db, existing }) {
    if (!('name' in input) && !('domain_id' in input)) return {};
    const domainId = (input.domain_id ?? existing?.domain_id) as number;
    const name = input.name
      ? (input.name as { fr: string }).fr
      : parseTranslated(existing?.name as string).fr;
    const taken = await projectNameTaken(db, domainId, name, existing ? Number(existing.id) : undefined);
    return taken ? { name: [taken] } : {};
  },
  async afterWrite(id, _input, { trx, existing }) {
    if (!existing) await insertCreatedSettings(trx, 'project', id);
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of PLAIN) if (key in input) row[key] = input[key] ?? null;
    if ('name' in input) row.name = toTranslatedJson(input.name as never);
    if ('gdpr' in input) row.gdpr = richTranslatedJson((input.gdpr as string | null) ?? '');
    for (const key of ['show_price', 'show_category'] as const)
      if (key in input) row[key] = input[key] ? 1 : 0;
    return row;
  },
  // A lead outlives its project, unit and status (their references are set null). PostgreSQL
  // checks each of those cascades on its own and refuses a lead reached by several at once, so
  // they are cleared here first.
  async beforeDelete(trx, row) {
    const units = trx
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .select('units.id')
      .where('buildings.project_id', '=', row.id);
    const statuses = trx.selectFrom('statuses').select('statuses.id').where('project_id', '=', row.id);
    await trx.updateTable('contacts').set({ unit_id: null }).where('unit_id', 'in', units).execute();
    await trx.updateTable('contacts').set({ status_id: null }).where('status_id', 'in', statuses).execute();
    await trx.updateTable('contacts').set({ project_id: null }).where('project_id', '=', row.id).execute();
  },
  present: (row, ctx) => presentProjectFields(row as never, ctx),
  followsContentVersions: true,
  filtersBeyondTree: ['user_id'],
});
