import { MAX_TOURS, ZTourInput } from '@vitrine/core/schemas/tour';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentTour } from '../../../presenters/domain-content-presenters.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partialTranslated, translatedText } from '../sql-text.ts';

/** Virtual tours of a domain: at most four, numbered 1 to 4 (the folder of their tour.xml). */
export const tours = defineResource({
  name: 'tours',
  table: 'tours',
  scope: ownedScope('tours'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['name', 'order', 'thumb', 'domain_id'],
  filters: {
    domain_id: idEquals('tours.domain_id'),
    name: partialTranslated('tours.name'),
    // The admin's tour search sends its text as filter[email] (spec §7): searched in the name.
    email: partialTranslated('tours.name'),
  },
  sorts: { id: 'id', name: (db) => translatedText(db, 'tours.name'), order: 'number' },
  defaultSort: ['number'],
  relations: { domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' } },
  includes: ['domain'],
  input: { create: ZTourInput, update: ZTourInput.partial() },
  references: { domain_id: 'domains' },
  uploads: {
    thumb: {
      column: 'thumb_path',
      kinds: ['image'],
      folder: (row) => `files/tours/domain-${row.domain_id}`,
      use: () => 'thumb',
    },
  },
  async check(input, { db, existing }) {
    if (existing) return {};
    const used = await db
      .selectFrom('tours')
      .select('number')
      .where('domain_id', '=', Number(input.domain_id))
      .execute();
    return used.length >= MAX_TOURS
      ? { domain_id: [{ key: 'validation.maxArray', params: { max: MAX_TOURS }, field: 'tours' }] }
      : {};
  },
  async toRow(input, { trx, existing }) {
    const row: Record<string, unknown> = {};
    if ('name' in input) row.name = toTranslatedJson(input.name as never);
    if (!existing) {
      // The first free number: the tour's place in the menu and its folder.
      const used = await trx
        .selectFrom('tours')
        .select('number')
        .where('domain_id', '=', Number(input.domain_id))
        .execute();
      const taken = new Set(used.map((tour) => tour.number));
      row.number = [1, 2, 3, 4].find((number) => !taken.has(number));
      row.domain_id = input.domain_id;
    }
    return row;
  },
  filesOf: (row) => (row.thumb_path ? [row.thumb_path] : []),
  present: (row, ctx) => presentTour(row as never, ctx),
});
