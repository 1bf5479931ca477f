import { Title } from '@mantine/core';
import type { TPage } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useList } from '../../api/queries.ts';
import { ResourceTable } from '../../shared/ResourceTable.tsx';
import { PageToggle } from './PageToggle.tsx';

/** A domain's pages: name, "With alt logo?" and "Display page?" switches that save at once. */
export function PageList({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const pages = useList<TPage>('pages', { filter: { domain_id: domainId }, pagination: false, sort: 'id' });
  return (
    <>
      <Title order={3} mt="md">
        {t('admin.domains.pages')}
      </Title>
      <ResourceTable
        label={t('admin.domains.pages')}
        rows={pages.data?.data ?? []}
        loading={pages.isFetching}
        columns={[
          { key: 'name', label: t('admin.table.name') },
          {
            key: 'withAltLogo',
            label: t('admin.domains.withAltLogo'),
            render: (page) => (
              <PageToggle page={page} field="withAltLogo" label={t('admin.domains.withAltLogo')} />
            ),
          },
          {
            key: 'is_active',
            label: t('admin.domains.isActive'),
            render: (page) => (
              <PageToggle page={page} field="is_active" label={t('admin.domains.isActive')} />
            ),
          },
        ]}
      />
    </>
  );
}
