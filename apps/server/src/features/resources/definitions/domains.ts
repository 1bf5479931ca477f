import { ZDomainInput } from '@vitrine/core/schemas/domain';
import { toTranslatedJson } from '../../../db/translatable.ts';
import { presentDomainFields } from '../../../presenters/catalogue-presenters.ts';
import { alreadyTaken } from '../messages.ts';
import { anyone, defineResource, rootOnly } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partial, partialTranslated } from '../sql-text.ts';
import { insertCreatedSettings } from './setting-values.ts';

/** Domains (public sites). Only root creates, changes or deletes one. */
export const domains = defineResource({
  name: 'domains',
  table: 'domains',
  scope: ownedScope('domains'),
  policy: { read: anyone, create: rootOnly, update: rootOnly, delete: rootOnly },
  fields: ['name', 'host', 'title', 'subtitle', 'corporation_id'],
  filters: {
    corporation_id: idEquals('domains.corporation_id'),
    name: partialTranslated('domains.name'),
    host: partial('domains.host'),
  },
  sorts: { id: 'id', host: 'host' },
  defaultSort: [],
  relations: {
    corporation: { kind: 'belongsTo', resource: 'corporations', foreignKey: 'corporation_id' },
    projects: { kind: 'hasMany', resource: 'projects', foreignKey: 'domain_id' },
    settings: { kind: 'hasMany', resource: 'settings', foreignKey: 'domain_id' },
    files: { kind: 'hasMany', resource: 'files', foreignKey: 'domain_id' },
    videos: { kind: 'hasMany', resource: 'videos', foreignKey: 'domain_id' },
    tours: { kind: 'hasMany', resource: 'tours', foreignKey: 'domain_id' },
    pages: { kind: 'hasMany', resource: 'pages', foreignKey: 'domain_id' },
  },
  includes: [
    'corporation.settings',
    'projects.buildings',
    'projects.settings',
    'settings',
    'files',
    'videos',
    'tours',
    'pages',
  ],
  input: { create: ZDomainInput, update: ZDomainInput.partial() },
  references: { corporation_id: 'corporations' },
  async check(input, { db, existing }) {
    if (typeof input.host !== 'string') return {};
    const taken = await db
      .selectFrom('domains')
      .select('id')
      .where('host', '=', input.host)
      .where('id', '!=', Number(existing?.id ?? 0))
      .executeTakeFirst();
    return taken ? { host: [alreadyTaken('host')] } : {};
  },
  async afterWrite(id, _input, { trx, existing }) {
    if (!existing) await insertCreatedSettings(trx, 'domain', id);
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['host', 'corporation_id'] as const) if (key in input) row[key] = input[key];
    for (const key of ['name', 'title', 'subtitle'] as const)
      if (key in input) row[key] = toTranslatedJson(input[key] as never);
    return row;
  },
  present: (row, ctx) => presentDomainFields(row as never, ctx),
});
