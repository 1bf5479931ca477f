import { ZUnitInput } from '@vitrine/core/schemas/unit';
import { toTranslatedJson } from '../../../db/translatable.ts';
import type { FieldMessages } from '../../../http/http-errors.ts';
import { presentUnitFields } from '../../../presenters/catalogue-presenters.ts';
import { richTranslatedJson, type TTranslatedInput } from '../../rich-text/rich-html.ts';
import { historyChangesOf, recordUnitChanges } from '../../unit-history/unit-change-recorder.ts';
import { invalidChoice } from '../messages.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, idOrNone, partial } from '../sql-text.ts';
import { rememberFormerName, unitNameTaken } from './public-names.ts';
import { projectOfFloor } from './tree-queries.ts';
import { bedroomsEqual, unitPlaceSorts, unitSearch, unitStatusSort } from './unit-list-queries.ts';

const TRANSLATED = ['fullname', 'price_detail'] as const;
const PLAIN = [
  'name',
  'floor_id',
  'unit_id',
  'status_id',
  'category_id',
  'bedrooms',
  'surface',
  'price',
] as const;
const FLAGS = ['has_garden', 'has_terrace', 'has_balcony', 'has_loggia'] as const;

/** Units (lots). Users (4) update them — status, price, surface, plans; admins create and delete. */
export const units = defineResource({
  name: 'units',
  table: 'units',
  scope: ownedScope('units'),
  policy: { read: anyone, create: admins, update: anyone, delete: admins },
  fields: [...PLAIN, ...TRANSLATED, 'description', ...FLAGS, 'blueprint2D', 'blueprint3D', 'blueprints'],
  filters: {
    floor_id: idEquals('units.floor_id'),
    name: partial('units.name'),
    search: unitSearch,
    bedrooms: bedroomsEqual,
    status_id: idEquals('units.status_id'),
    category_id: idEquals('units.category_id'),
    unit_id: idEquals('units.unit_id'),
    'floor.building.id': (query, value, db) =>
      query.where(
        'units.floor_id',
        'in',
        db.selectFrom('floors').select('floors.id').where('building_id', '=', idOrNone(value)),
      ),
    'floor.building.project.id': (query, value, db) =>
      query.where(
        'units.floor_id',
        'in',
        db
          .selectFrom('floors')
          .innerJoin('buildings', 'buildings.id', 'floors.building_id')
          .select('floors.id')
          .where('buildings.project_id', '=', idOrNone(value)),
      ),
  },
  sorts: {
    id: 'id',
    name: 'name',
    price: 'price',
    surface: 'surface',
    bedrooms: 'bedrooms',
    status_id: 'status_id',
    status: unitStatusSort,
    ...unitPlaceSorts,
    order: 'order',
  },
  defaultSort: ['order'],
  relations: {
    status: { kind: 'belongsTo', resource: 'statuses', foreignKey: 'status_id' },
    category: { kind: 'belongsTo', resource: 'categories', foreignKey: 'category_id' },
    floor: { kind: 'belongsTo', resource: 'floors', foreignKey: 'floor_id' },
    parent: { kind: 'belongsTo', resource: 'units', foreignKey: 'unit_id' },
    units: { kind: 'hasMany', resource: 'units', foreignKey: 'unit_id' },
    project: {
      kind: 'custom',
      resource: 'projects',
      many: false,
      parentKey: 'unit_key',
      load: (db, parents) =>
        db
          .selectFrom('projects')
          .innerJoin('buildings', 'buildings.project_id', 'projects.id')
          .innerJoin('floors', 'floors.building_id', 'buildings.id')
          .innerJoin('units', 'units.floor_id', 'floors.id')
          .selectAll('projects')
          .select('units.id as unit_key')
          .where(
            'units.id',
            'in',
            parents.map((unit) => unit.id),
          ),
    },
  },
  includes: ['status', 'category', 'floor.building.project', 'project', 'parent', 'units.status'],
  input: { create: ZUnitInput, update: ZUnitInput.partial() },
  references: { floor_id: 'floors', unit_id: 'units', status_id: 'statuses', category_id: 'categories' },
  uploads: {
    blueprint2D: {
      column: 'blueprint_2d_path',
      kinds: ['image', 'svg'],
      folder: (row) => `files/plans/floor-${row.floor_id}`,
      use: () => 'plan',
    },
    blueprint3D: {
      column: 'blueprint_3d_path',
      kinds: ['image', 'svg'],
      folder: (row) => `files/plans/floor-${row.floor_id}`,
      use: () => 'plan',
    },
    blueprints: {
      column: 'blueprint_pdf_path',
      kinds: ['pdf'],
      folder: (row) => `files/plans/floor-${row.floor_id}`,
    },
  },
  // Status, category and parent unit come from the unit's own project (system statuses from all).
  async check(input, { db, existing }) {
    const floorId = (input.floor_id ?? existing?.floor_id) as number;
    const projectId = await projectOfFloor(db, floorId);
    const errors: FieldMessages = {};
    const name = (input.name ?? existing?.name) as string;
    if ('name' in input || 'floor_id' in input) {
      const taken = await unitNameTaken(db, floorId, name, existing ? Number(existing.id) : undefined);
      if (taken) errors.name = [taken];
    }
    if (typeof input.status_id === 'number') {
      const status = await db
        .selectFrom('statuses')
        .select('project_id')
        .where('id', '=', input.status_id)
        .executeTakeFirst();
      if (status && status.project_id !== null && status.project_id !== projectId)
        errors.status_id = [invalidChoice('status_id')];
    }
    if (typeof input.category_id === 'number') {
      const category = await db
        .selectFrom('categories')
        .select('project_id')
        .where('id', '=', input.category_id)
        .executeTakeFirst();
      if (category && category.project_id !== projectId) errors.category_id = [invalidChoice('category_id')];
    }
    if (typeof input.unit_id === 'number') {
      const parent = await db
        .selectFrom('units')
        .select('floor_id')
        .where('id', '=', input.unit_id)
        .executeTakeFirst();
      const sameUnit = existing && Number(existing.id) === input.unit_id;
      if (sameUnit || (parent && (await projectOfFloor(db, parent.floor_id)) !== projectId))
        errors.unit_id = [invalidChoice('unit_id')];
    }
    return errors;
  },
  async afterWrite(id, input, { trx, existing, actor }) {
    if (existing && typeof input.name === 'string')
      await rememberFormerName(trx, 'units', id, existing.name as string, input.name);
    // the unit form, the floor table's cells and their "Annuler" all come this way
    if (existing)
      await recordUnitChanges(trx, historyChangesOf(id, existing, input), {
        source: 'person',
        userId: actor.id,
      });
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of PLAIN) if (key in input) row[key] = input[key] ?? (key === 'price' ? null : input[key]);
    for (const key of TRANSLATED)
      if (key in input) row[key] = toTranslatedJson(input[key] as { fr: string; en: string });
    if ('description' in input) row.description = richTranslatedJson(input.description as TTranslatedInput);
    for (const key of FLAGS) if (key in input) row[key] = input[key] ? 1 : 0;
    return row;
  },
  filesOf: (row) => [row.blueprint_2d_path, row.blueprint_3d_path, row.blueprint_pdf_path].filter(Boolean),
  ordering: { column: 'order', group: 'floor_id' },
  present: (row, ctx) => presentUnitFields(row as never, ctx),
  followsContentVersions: true,
});
