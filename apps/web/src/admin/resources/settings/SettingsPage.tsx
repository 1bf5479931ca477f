import { SimpleGrid, Stack } from '@mantine/core';
import { SETTING_OWNERS, type TSetting } from '@vitrine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useList } from '../../api/queries.ts';
import { useListState } from '../../shared/list-state.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PaginationBar } from '../../shared/PaginationBar.tsx';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { SettingRow } from './SettingRow.tsx';

/** Who a setting belongs to, e.g. "Domaine n° 1". */
function ownerOf(setting: TSetting, t: TFunction): string | undefined {
  const owner = SETTING_OWNERS.find((key) => setting[key]);
  return owner && t(`admin.settings.owners.${owner}`, { id: setting[owner] });
}

/** /admin/settings — every setting the user may see: images and texts, "Valider", reset. */
export function SettingsPage() {
  const { t } = useTranslation();
  const state = useListState('name');
  const list = useList<TSetting>('settings', {
    page: state.page,
    sort: 'name',
    filter: state.search ? { name: state.search } : {},
  });
  return (
    <Stack gap="sm">
      <PageHeader title={t('admin.settings.title')} />
      <SearchInput onSearch={state.setSearch} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {(list.data?.data ?? []).map((setting) => (
          <SettingRow key={setting.id} setting={setting} owner={ownerOf(setting, t)} />
        ))}
      </SimpleGrid>
      <PaginationBar meta={list.data?.meta} onPage={state.setPage} />
    </Stack>
  );
}
