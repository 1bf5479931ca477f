import { ZPageInput } from '@vitrine/core/schemas/page';
import { presentPage } from '../../../presenters/domain-content-presenters.ts';
import { alreadyTaken } from '../messages.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partial } from '../sql-text.ts';

/** Public pages of a domain, shown or hidden, with or without the alternative logo. */
export const pages = defineResource({
  name: 'pages',
  table: 'pages',
  scope: ownedScope('pages'),
  policy: { read: anyone, create: admins, update: admins, delete: admins },
  fields: ['name', 'is_active', 'withAltLogo', 'domain_id'],
  filters: { domain_id: idEquals('pages.domain_id'), name: partial('pages.name') },
  sorts: { id: 'id', name: 'name', is_active: 'is_active', withAltLogo: 'with_alt_logo' },
  defaultSort: [],
  relations: { domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' } },
  includes: ['domain'],
  input: { create: ZPageInput, update: ZPageInput.partial() },
  references: { domain_id: 'domains' },
  async check(input, { db, existing }) {
    const name = input.name ?? existing?.name;
    const domainId = input.domain_id ?? existing?.domain_id;
    const taken = await db
      .selectFrom('pages')
      .select('id')
      .where('name', '=', name as string)
      .where('domain_id', '=', domainId as number)
      .where('id', '!=', Number(existing?.id ?? 0))
      .executeTakeFirst();
    return taken ? { name: [alreadyTaken('name')] } : {};
  },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of ['name', 'domain_id'] as const) if (key in input) row[key] = input[key];
    if ('is_active' in input) row.is_active = input.is_active ? 1 : 0;
    if ('withAltLogo' in input) row.with_alt_logo = input.withAltLogo ? 1 : 0;
    return row;
  },
  present: (row) => presentPage(row as never),
});
