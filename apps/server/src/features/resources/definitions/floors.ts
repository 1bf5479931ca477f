import { ZFloorInput } from '@vitrine/core/schemas/floor';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentFloorFields } from '../../../presenters/catalogue-presenters.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, idOrNone, partial } from '../sql-text.ts';
import { floorNameTaken, rememberFormerName } from './public-names.ts';

/** Floors of a building; structure, so admins change them. */
export const floors = defineResource({
  name: 'floors',
  table: 'floors',
  scope: ownedScope('floors'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['name', 'description', 'building_id', 'adlead_id', 'order'],
  filters: {
    building_id: idEquals('floors.building_id'),
    name: partial('floors.name'),
    'building.project.id': (query, value, db) =>
      query.where(
        'floors.building_id',
        'in',
        db.selectFrom('buildings').select('id').where('project_id', '=', idOrNone(value)),
      ),
  },
  sorts: { id: 'id', name: 'name', order: 'order', adlead_id: 'adlead_id' },
  defaultSort: ['order'],
  relations: {
    building: { kind: 'belongsTo', resource: 'buildings', foreignKey: 'building_id' },
    units: { kind: 'hasMany', resource: 'units', foreignKey: 'floor_id' },
  },
  includes: ['building.project', 'units.status', 'units.category'],
  input: { create: ZFloorInput, update: ZFloorInput.partial() },
  references: { building_id: 'buildings' },
  async check(input, { db, existing }) {
    if (!('name' in input) && !('building_id' in input)) return {};
    const buildingId = (input.building_id ?? existing?.building_id) as number;
    const name = (input.name ?? existing?.name) as string;
    const taken = await floorNameTaken(db, buildingId, name, existing ? Number(existing.id) : undefined);
    return taken ? { name: [taken] } : {};
  },
  async afterWrite(id, input, { trx, existing }) {
    if (existing && typeof input.name === 'string')
      await rememberFormerName(trx, 'floors', id, existing.name as string, input.name);
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['name', 'building_id', 'adlead_id'] as const)
      if (key in input) row[key] = input[key] ?? null;
    if ('description' in input) row.description = toTranslatedJson(input.description as never);
    return row;
  },
  ordering: { column: 'order', group: 'building_id' },
  present: (row, ctx) => presentFloorFields(row as never, ctx),
  followsContentVersions: true,
});
