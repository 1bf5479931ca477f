import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SETTING_OWNERS, type TSetting } from '@vitrine/core';
import { useMemo } from 'react';
import { i18n, type TFunction } from '../../../i18n/translations.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useList } from '../../api/queries.ts';
import { canChangeSetting, useUser } from '../../auth/use-current-user.ts';
import { useListState } from '../../shared/list-state.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { MissingSetting, missingEntries } from './MissingSetting.tsx';
import { SettingRow } from './SettingRow.tsx';
import { LEVEL_ORDER, matchesSettingSearch, settingWords } from './setting-words.ts';

/** Who a setting belongs to, e.g. "Domaine n° 1". */
function ownerOf(setting: TSetting, t: TFunction): string {
  const owner = SETTING_OWNERS.find((key) => setting[key]);
  return owner ? t(`admin.settings.owners.${owner}`, { id: setting[owner] }) : '';
}

/** The settings of each owner together (one "Couleur principale" per site), widest level first. */
function groupedByOwner(settings: readonly TSetting[], t: TFunction) {
  const groups = new Map<string, { title: string; rank: number; settings: TSetting[] }>();
  for (const setting of settings) {
    const title = ownerOf(setting, t);
    const rank = LEVEL_ORDER.indexOf(settingWords(t, setting).level ?? 'user');
    const group = groups.get(title) ?? { title, rank, settings: [] };
    group.settings.push(setting);
    groups.set(title, group);
  }
  for (const group of groups.values())
    group.settings.sort((a, b) => settingWords(t, a).label.localeCompare(settingWords(t, b).label));
  return [...groups.values()].sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title));
}

/**
 * /admin/settings — every setting the user may see, in words: grouped by owner, each with its
 * label, description, kind and default, edited with the editor of its kind. The search reads French
 * and English labels and keys, whatever the screen's language.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useUser();
  // the search stays in the URL, as in every list (Back from a setting finds it again)
  const state = useListState('name', 'settings');
  const search = state.search;
  const list = useList<TSetting>('settings', { pagination: false, sort: 'name' });
  const settings = list.data?.data ?? [];
  const translators = useMemo(() => [i18n.getFixedT('fr'), i18n.getFixedT('en')], []);
  const found = settings.filter((setting) => matchesSettingSearch(setting, search, translators));
  const readOnly = settings.length > 0 && !settings.some((setting) => canChangeSetting(user, setting));
  // the corporation's settings its admin may set but it has no row for (the price threshold)
  const corporation = user?.corporation_id;
  const missing =
    list.isSuccess && corporation
      ? missingEntries(
          settings.filter((setting) => setting.corporation_id === corporation),
          'corporation_id',
        ).filter(
          (entry) =>
            canChangeSetting(user, { name: entry.key, corporation_id: corporation }) &&
            matchesSettingSearch({ name: entry.key, corporation_id: corporation }, search, translators),
        )
      : [];
  const groups = groupedByOwner(found, t);
  const missingTitle = corporation ? t('admin.settings.owners.corporation_id', { id: corporation }) : '';
  if (missing.length > 0 && !groups.some((group) => group.title === missingTitle))
    groups.unshift({ title: missingTitle, rank: 0, settings: [] });
  return (
    <Stack gap="sm">
      <PageHeader title={t('admin.settings.title')} />
      {readOnly && <Alert color="gray">{t('admin.settingsCatalogue.readOnly')}</Alert>}
      <SearchInput onSearch={state.setSearch} initial={state.search} />
      {list.isSuccess && groups.length === 0 && (
        <Text c="dimmed">{t('admin.settingsCatalogue.noMatch')}</Text>
      )}
      {groups.map((group) => (
        <Stack key={group.title} gap="xs" component="section" aria-label={group.title}>
          <Title order={3} size="h4">
            {group.title}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {group.settings.map((setting) => (
              <SettingRow key={setting.id} setting={setting} owner={group.title} />
            ))}
            {group.title === missingTitle &&
              missing.map((entry) => (
                <MissingSetting key={entry.key} entry={entry} owner="corporation_id" ownerId={corporation!} />
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
