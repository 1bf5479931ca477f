import { ZBuildingInput } from '@vitrine/core/schemas/building';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentBuildingFields } from '../../../presenters/catalogue-presenters.ts';
import { invalidChoice } from '../messages.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partial } from '../sql-text.ts';
import { buildingNameTaken, rememberFormerName } from './public-names.ts';

/** Buildings of a project (a sub-building names its main building in building_id). */
export const buildings = defineResource({
  name: 'buildings',
  table: 'buildings',
  scope: ownedScope('buildings'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['name', 'description', 'project_id', 'building_id', 'adlead_id', 'order_column'],
  filters: {
    project_id: idEquals('buildings.project_id'),
    building_id: idEquals('buildings.building_id'),
    name: partial('buildings.name'),
  },
  sorts: { id: 'id', name: 'name', order_column: 'order_column', adlead_id: 'adlead_id' },
  defaultSort: ['order_column'],
  relations: {
    project: { kind: 'belongsTo', resource: 'projects', foreignKey: 'project_id' },
    parent: { kind: 'belongsTo', resource: 'buildings', foreignKey: 'building_id' },
    buildings: { kind: 'hasMany', resource: 'buildings', foreignKey: 'building_id' },
    floors: { kind: 'hasMany', resource: 'floors', foreignKey: 'building_id' },
    settings: { kind: 'hasMany', resource: 'settings', foreignKey: 'building_id' },
  },
  includes: ['project.domain', 'parent', 'buildings', 'floors.units.status', 'settings'],
  input: { create: ZBuildingInput, update: ZBuildingInput.partial() },
  references: { project_id: 'projects', building_id: 'buildings' },
  async check(input, { db, existing }) {
    const projectId = input.project_id ?? existing?.project_id;
    if ('name' in input || 'project_id' in input) {
      const name = (input.name ?? existing?.name) as string;
      const taken = await buildingNameTaken(
        db,
        projectId as number,
        name,
        existing ? Number(existing.id) : undefined,
      );
      if (taken) return { name: [taken] };
    }
    if (typeof input.building_id !== 'number') return {};
    const parent = await db
      .selectFrom('buildings')
      .select(['project_id', 'building_id'])
      .where('id', '=', input.building_id)
      .executeTakeFirst();
    const itself = existing && Number(existing.id) === input.building_id;
    // One level only: a sub-building's parent is a main building of the same project.
    if (itself || (parent && (parent.project_id !== projectId || parent.building_id !== null))) {
      return { building_id: [invalidChoice('building_id')] };
    }
    return {};
  },
  async afterWrite(id, input, { trx, existing }) {
    if (existing && typeof input.name === 'string')
      await rememberFormerName(trx, 'buildings', id, existing.name as string, input.name);
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['name', 'project_id', 'building_id', 'adlead_id'] as const)
      if (key in input) row[key] = input[key] ?? null;
    if ('description' in input) row.description = toTranslatedJson(input.description as never);
    return row;
  },
  ordering: { column: 'order_column', group: 'project_id' },
  present: (row, ctx) => presentBuildingFields(row as never, ctx),
  followsContentVersions: true,
});
