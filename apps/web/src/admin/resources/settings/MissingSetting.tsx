import { Button, Paper, Stack, Text } from '@mantine/core';
import { SETTINGS_CATALOGUE, type SettingDefinition, type SettingLevel, type TSetting } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSave } from '../../api/queries.ts';
import { canChangeSetting, useUser } from '../../auth/use-current-user.ts';
import type { SettingOwner } from './SettingsModal.tsx';
import { settingWords } from './setting-words.ts';

/**
 * The catalogue's settings of an owner's level it has no row for: a site made before the
 * catalogue, a corporation without its price confirmation threshold.
 */
export function missingEntries(settings: readonly Pick<TSetting, 'name'>[], owner: SettingOwner) {
  const level = owner.replace('_id', '') as SettingLevel;
  return SETTINGS_CATALOGUE.filter(
    (entry) =>
      !entry.pattern &&
      entry.levels.includes(level) &&
      !settings.some((setting) => setting.name === entry.key),
  );
}

/** Whether the user may set one of a corporation's settings (root all, its admins the price threshold). */
export function mayChangeAnyCorporationSetting(user: Parameters<typeof canChangeSetting>[0], id: number) {
  return SETTINGS_CATALOGUE.some(
    (entry) =>
      entry.levels.includes('corporation') && canChangeSetting(user, { name: entry.key, corporation_id: id }),
  );
}

/** A catalogue setting an owner has no row for yet: its words, "the default applies", and "Créer". */
export function MissingSetting({
  entry,
  owner,
  ownerId,
}: {
  entry: SettingDefinition;
  owner: SettingOwner;
  ownerId: number;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const save = useSave<TSetting>('settings');
  const words = settingWords(t, { name: entry.key, [owner]: ownerId });
  return (
    <Paper withBorder p="sm" data-setting={entry.key}>
      <Stack gap={6}>
        <Text fw={600}>{words.label}</Text>
        <Text size="sm" c="dimmed">
          {words.description}
        </Text>
        <Text size="sm">{t('admin.settingsCatalogue.missing')}</Text>
        {canChangeSetting(user, { name: entry.key, [owner]: ownerId }) && (
          <Button
            size="xs"
            variant="light"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                body: {
                  name: entry.key,
                  type: entry.kind === 'image' ? 'image' : 'text',
                  value: words.defaultValue,
                  [owner]: ownerId,
                },
              })
            }
          >
            {t('admin.settingsCatalogue.create')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
