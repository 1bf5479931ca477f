import { mayDeleteUser } from '@vitrine/core/permissions';
import { ZUserCreateInput, ZUserInput } from '@vitrine/core/schemas/user';
import type { FieldMessages } from '../../../http/http-errors.ts';
import { hashPassword } from '../../../security/passwords.ts';
import { alreadyTaken, invalidChoice, requiredField } from '../messages.ts';
import { presentUser } from '../present-more.ts';
import { type Actor, ADMIN, type AnyRow, admins, anyone, defineResource, ROOT } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partialAny } from '../sql-text.ts';

/** Admins manage the accounts of their corporation (never a root); anyone edits their own account. */
const mayEdit = (actor: Actor, row?: AnyRow) => actor.role <= ADMIN || Number(row?.id) === actor.id;

export const users = defineResource({
  name: 'users',
  table: 'users',
  scope: ownedScope('users'),
  policy: {
    read: anyone,
    create: admins,
    update: mayEdit,
    delete: mayDeleteUser,
  },
  fields: ['name', 'email', 'role', 'corporation_id'],
  filters: {
    corporation_id: idEquals('users.corporation_id'),
    role: idEquals('users.role'),
    name: partialAny(['users.name']),
    email: partialAny(['users.email']),
    title: partialAny(['users.name', 'users.email']),
  },
  sorts: { id: 'id', name: 'name', email: 'email', role: 'role', corporation_id: 'corporation_id' },
  defaultSort: [],
  relations: {
    corporation: { kind: 'belongsTo', resource: 'corporations', foreignKey: 'corporation_id' },
    settings: { kind: 'hasMany', resource: 'settings', foreignKey: 'user_id' },
  },
  includes: ['corporation.settings', 'settings'],
  input: { create: ZUserCreateInput, update: ZUserInput },
  references: { corporation_id: 'corporations' },
  async check(input, { db, actor, existing }) {
    const errors: FieldMessages = {};
    if (typeof input.email === 'string') {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', input.email)
        .where('id', '!=', Number(existing?.id ?? 0))
        .executeTakeFirst();
      if (taken) errors.email = [alreadyTaken('email')];
    }
    const role = (input.role ?? existing?.role) as number;
    if (actor.role !== ROOT) {
      // Nobody but root gives out root; a user (4) keeps their role.
      const roleChanged = existing && input.role !== undefined && input.role !== existing.role;
      if (role === ROOT || (actor.role > ADMIN && roleChanged)) errors.role = [invalidChoice('role')];
      const corporation = input.corporation_id ?? existing?.corporation_id ?? actor.corporation_id;
      if (corporation !== actor.corporation_id) errors.corporation_id = [invalidChoice('corporation_id')];
    } else if (role !== ROOT && !(input.corporation_id ?? existing?.corporation_id)) {
      errors.corporation_id = [requiredField('corporation_id')];
    }
    return errors;
  },
  async toRow(input, { actor, existing }) {
    const row: Record<string, unknown> = {};
    for (const key of ['name', 'email', 'role'] as const) if (key in input) row[key] = input[key];
    if (input.password) row.password = await hashPassword(input.password as string);
    if (actor.role !== ROOT && !existing) row.corporation_id = actor.corporation_id;
    else if ('corporation_id' in input) row.corporation_id = input.corporation_id ?? null;
    if (row.role === ROOT) row.corporation_id = null;
    return row;
  },
  present: (row) => presentUser(row as never),
});
