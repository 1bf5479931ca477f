import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { TSetting } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { canChangeSetting, isRoot, useUser } from '../../auth/use-current-user.ts';
import { SettingEditor } from './SettingEditor.tsx';
import { settingWords } from './setting-words.ts';
import { useSettingSave } from './use-setting-save.ts';

/**
 * One setting as people read it: its label and what it does, its kind, level and default (the raw
 * key for root only), and the editor of its kind (setting-editors). Without the right to change it,
 * it is only shown. `onDraft` hears a value being edited (the identity page's live preview).
 */
export function SettingRow({
  setting,
  owner,
  onDraft,
}: {
  setting: TSetting;
  owner?: string | undefined;
  onDraft?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const editable = canChangeSetting(user, setting);
  const words = settingWords(t, setting);
  const kind = words.definition?.kind ?? (setting.type === 'image' ? 'image' : 'text');
  const saving = useSettingSave(setting);
  const shownDefault =
    kind === 'flag' && words.defaultValue !== null
      ? t(`admin.settingsCatalogue.${words.defaultValue === '1' ? 'on' : 'off'}`)
      : words.defaultValue;

  return (
    <Paper withBorder p="sm" data-setting={setting.name} data-kind={kind}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{words.label}</Text>
            {isRoot(user) && <Code fz="xs">{setting.name}</Code>}
          </div>
          <Group gap={4} wrap="nowrap">
            <Badge size="xs" variant="light">
              {t(`admin.settingsCatalogue.kinds.${kind}`)}
            </Badge>
            {words.level && (
              <Badge size="xs" variant="outline" color="gray">
                {owner ?? t(`admin.settingsCatalogue.levels.${words.level}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {words.description}
        </Text>
        <SettingEditor
          setting={setting}
          kind={kind}
          label={words.label}
          editable={editable}
          saving={saving}
          onDraft={onDraft}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {shownDefault
              ? t('admin.settingsCatalogue.defaultValue', { value: shownDefault })
              : t('admin.settingsCatalogue.noDefault')}
          </Text>
          {editable && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={saving.reset.isPending}
              onClick={() => saving.reset.mutate()}
            >
              {t('admin.settings.reset')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
