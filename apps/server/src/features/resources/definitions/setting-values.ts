import type { Message, TranslationKey } from '@vitrine/core/i18n/index';
import { SETTING_OWNERS } from '@vitrine/core/schemas/setting';
import { settingValueProblem } from '@vitrine/core/setting-value-rules';
import { createdSettings, levelOf, settingDefinition } from '@vitrine/core/settings-catalogue';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { invalidChoice } from '../messages.ts';
import type { AnyRow } from '../resource.ts';

/**
 * What the settings catalogue refuses in a setting's create or update: a value that is not of its
 * key's kind ("rouge" for a colour, "oui" for a flag) under `value`, a known key on a level it does
 * not belong to under `name`.
 */
export function settingInputProblems(input: AnyRow, existing: AnyRow | undefined) {
  const merged = { ...(existing ?? {}), ...input };
  const name = String(merged.name ?? '');
  const problems: Record<string, Message[]> = {};
  const level = levelOf(merged);
  const definition = settingDefinition(name);
  if ('name' in input && definition && level && !definition.levels.includes(level))
    problems.name = [invalidChoice('name')];
  if ('value' in input) {
    const problem = settingValueProblem(name, input.value as string | null | undefined);
    if (problem) problems.value = [{ key: problem as TranslationKey, field: 'value' }];
  }
  return problems;
}

/** A new domain's or project's setting rows: the catalogue's settings of its level, with their defaults. */
export async function insertCreatedSettings(
  db: Transaction<Database>,
  level: 'domain' | 'project',
  id: number,
): Promise<void> {
  const rows = createdSettings(level).map((setting) => ({ ...setting, [`${level}_id`]: id }));
  await db.insertInto('settings').values(rows).execute();
}

/** Whether the owner named in a new setting's input already has a setting of that name (one per owner). */
export async function ownerHasSetting(db: Kysely<Database>, input: AnyRow): Promise<boolean> {
  const owner = SETTING_OWNERS.find((column) => input[column] !== null && input[column] !== undefined);
  if (!owner || typeof input.name !== 'string') return false;
  const found = await db
    .selectFrom('settings')
    .select('id')
    .where('name', '=', input.name)
    .where(owner, '=', Number(input[owner]))
    .executeTakeFirst();
  return Boolean(found);
}
