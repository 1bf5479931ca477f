import { ZCorporationInput } from '@vitrine/core/schemas/corporation';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentCorporation } from '../present-more.ts';
import { anyone, defineResource, rootOnly } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { partialTranslated, translatedText } from '../sql-text.ts';

/** Corporations (developers). Root manages them; others see their own. */
export const corporations = defineResource({
  name: 'corporations',
  table: 'corporations',
  scope: ownedScope('corporations'),
  policy: { read: anyone, create: rootOnly, update: rootOnly, delete: rootOnly },
  fields: ['name'],
  filters: { name: partialTranslated('corporations.name') },
  sorts: { id: 'id', name: (db) => translatedText(db, 'corporations.name') },
  defaultSort: [],
  relations: {
    domains: { kind: 'hasMany', resource: 'domains', foreignKey: 'corporation_id' },
    settings: { kind: 'hasMany', resource: 'settings', foreignKey: 'corporation_id' },
    users: { kind: 'hasMany', resource: 'users', foreignKey: 'corporation_id' },
  },
  includes: ['domains.settings', 'domains.projects', 'settings', 'users'],
  input: { create: ZCorporationInput, update: ZCorporationInput.partial() },
  toRow: (input) => ('name' in input ? { name: toTranslatedJson(input.name as never) } : {}),
  present: (row, ctx) => presentCorporation(row as never, ctx),
});
