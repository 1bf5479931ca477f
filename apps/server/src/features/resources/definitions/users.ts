import type { Message } from '@vitrine/core/i18n/index';
import { mayDeleteUser } from '@vitrine/core/permissions';
import { ZUserCreateInput, ZUserInput } from '@vitrine/core/schemas/user';
import type { Db } from '../../../db/database.ts';
import type { FieldMessages } from '../../../http/http-errors.ts';
import { endSessionsOf, sessionKeyOf } from '../../../plugins/session.ts';
import { hashPassword, verifyPassword } from '../../../security/passwords.ts';
import { alreadyTaken, invalidChoice, requiredField } from '../messages.ts';
import { presentUser } from '../present-more.ts';
import { type Actor, ADMIN, type AnyRow, admins, anyone, defineResource, ROOT } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partialAny } from '../sql-text.ts';

/** Admins manage the accounts of their corporation (never a root); anyone edits their own account. */
const mayEdit = (actor: Actor, row?: AnyRow) => actor.role <= ADMIN || Number(row?.id) === actor.id;

const isOwnAccount = (actor: Actor, existing: AnyRow | undefined) => Number(existing?.id) === actor.id;

/**
 * An address already in use: said plainly within the actor's reach (root, or the actor's own
 * corporation), and without saying an account exists elsewhere (docs/decisions.md).
 */
async function emailMessage(db: Db, actor: Actor, email: string, existing?: AnyRow): Promise<Message | null> {
  const taken = await db
    .selectFrom('users')
    .select('corporation_id')
    .where('email', '=', email)
    .where('id', '!=', Number(existing?.id ?? 0))
    .executeTakeFirst();
  if (!taken) return null;
  if (actor.role === ROOT || (taken.corporation_id !== null && taken.corporation_id === actor.corporation_id))
    return alreadyTaken('email');
  return { key: 'api.account.emailUnavailable', field: 'email' };
}

/** Changing one's own password takes the current one (a stolen session alone cannot take the account). */
async function currentPasswordMessage(
  input: Record<string, unknown>,
  existing: AnyRow,
): Promise<Message | null> {
  const current = input.current_password;
  if (typeof current !== 'string' || current === '') return requiredField('current_password');
  if (!(await verifyPassword(String(existing.password), current)))
    return { key: 'api.account.wrongCurrentPassword', field: 'current_password' };
  return null;
}

/** The corporation the user will belong to once the input is written. */
function corporationAfter(input: Record<string, unknown>, actor: Actor, existing?: AnyRow): unknown {
  if ('corporation_id' in input) return input.corporation_id;
  if (existing) return existing.corporation_id;
  return actor.role === ROOT ? null : actor.corporation_id;
}

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
    const email = typeof input.email === 'string' && (await emailMessage(db, actor, input.email, existing));
    if (email) errors.email = [email];
    if (existing && input.password && isOwnAccount(actor, existing)) {
      const current = await currentPasswordMessage(input, existing);
      if (current) errors.current_password = [current];
    }
    const role = (input.role ?? existing?.role) as number;
    const corporation = corporationAfter(input, actor, existing);
    if (actor.role !== ROOT) {
      // Nobody but root gives out root; a user (4) keeps their role.
      const roleChanged = existing && input.role !== undefined && input.role !== existing.role;
      if (role === ROOT || (actor.role > ADMIN && roleChanged)) errors.role = [invalidChoice('role')];
    }
    // Every account but a root's belongs to a corporation: null would leave it orphaned.
    if (role !== ROOT && !corporation) errors.corporation_id = [requiredField('corporation_id')];
    else if (actor.role !== ROOT && role !== ROOT && corporation !== actor.corporation_id)
      errors.corporation_id = [invalidChoice('corporation_id')];
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
  // A new password ends the user's other sessions: all of them when someone else set it.
  async afterWrite(id, input, { trx, actor, existing }) {
    if (!existing || !input.password) return;
    await endSessionsOf(trx, id, isOwnAccount(actor, existing) ? sessionKeyOf(actor) : undefined);
  },
  present: (row) => presentUser(row as never),
});
