import type { TCorporation } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { corporationForm } from './corporation-form.tsx';

/** /admin/corporations (root only): id and name; create, edit, manage, delete. */
export function CorporationList() {
  const { t } = useTranslation();
  const translated = useTranslated();
  return (
    <ResourceList<TCorporation, typeof corporationForm.schema>
      resource="corporations"
      title={t('admin.corporations.title')}
      searchFilter="name"
      columns={[
        { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
        {
          key: 'name',
          label: t('admin.table.name'),
          sortField: 'name',
          render: (c) => translated(c, 'name'),
        },
      ]}
      form={corporationForm}
      createLabel={t('admin.corporations.create')}
      rowLabel={(corporation) => translated(corporation, 'name')}
      manage={(corporation) => adminPaths.corporation(corporation.id)}
    />
  );
}
