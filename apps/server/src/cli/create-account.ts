import { ZUserCreateInput } from '@vitrine/core/schemas/user';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../security/passwords.ts';

export class AccountInputError extends Error {
  override name = 'AccountInputError';
}

export interface AccountInput {
  email?: string | undefined;
  name?: string | undefined;
  password?: string | undefined;
  role?: string | undefined;
  corporation?: string | undefined;
}

/** Validates and creates an account (root by default); throws an AccountInputError saying what is wrong. */
export async function createAccount(db: Db, input: AccountInput) {
  const parsed = ZUserCreateInput.safeParse({
    email: input.email,
    name: input.name,
    password: input.password,
    password_confirmation: input.password,
    role: input.role ?? '1',
    corporation_id: input.corporation ?? null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AccountInputError(issue.message);
  }
  const user = parsed.data;
  const corporationId = user.role === 1 ? null : (user.corporation_id ?? null);
  if (user.role !== 1) {
    if (corporationId === null)
      throw new AccountInputError('An admin or user account needs --corporation <id>.');
    const corporation = await db
      .selectFrom('corporations')
      .select('id')
      .where('id', '=', corporationId)
      .executeTakeFirst();
    if (!corporation) throw new AccountInputError(`There is no corporation with id ${corporationId}.`);
  }
  const taken = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
  if (taken) throw new AccountInputError(`An account with the e-mail ${user.email} already exists.`);

  return db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      password: await hashPassword(user.password),
      role: user.role,
      corporation_id: corporationId,
    })
    .returning(['id', 'email', 'role'])
    .executeTakeFirstOrThrow();
}
