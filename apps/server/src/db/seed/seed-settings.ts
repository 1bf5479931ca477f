import type { DemoSetting } from '@vitrine/core/demo-manifest';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

export type SettingOwner =
  | { corporation_id: number }
  | { domain_id: number }
  | { project_id: number }
  | { building_id: number }
  | { user_id: number };

export async function insertSettings(
  trx: Transaction<Database>,
  owner: SettingOwner,
  settings: DemoSetting[],
): Promise<void> {
  if (settings.length === 0) return;
  await trx
    .insertInto('settings')
    .values(
      settings.map((setting) => ({
        ...owner,
        name: setting.name,
        type: setting.type,
        value: setting.value,
        image_path: setting.imagePath ?? null,
      })),
    )
    .execute();
}
