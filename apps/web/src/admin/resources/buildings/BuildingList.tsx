import type { TBuilding } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { SyncButtons } from '../../shared/SyncButtons.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { buildingForm } from './building-form.tsx';

/** A project's buildings in their order: drag to reorder, search, sort, manage, Adlead sync. */
export function BuildingList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  return (
    <ResourceList<TBuilding, typeof buildingForm.schema>
      resource="buildings"
      title={t('admin.projects.buildings')}
      filter={{ project_id: projectId }}
      defaultSort="order_column"
      reorderable
      searchFilter="name"
      columns={[
        { key: 'order_column', label: '#', sortField: 'order_column', width: 60 },
        { key: 'name', label: t('admin.buildings.name'), sortField: 'name' },
        {
          key: 'description',
          label: t('admin.buildings.description'),
          render: (b) => translated(b, 'description'),
        },
        { key: 'adlead_id', label: t('admin.buildings.adleadId'), sortField: 'adlead_id' },
      ]}
      form={buildingForm}
      createLabel={t('admin.projects.createBuilding')}
      createSeed={{ project_id: projectId }}
      rowLabel={(building) => building.name}
      manage={(building) => adminPaths.building(building.id)}
      rowActions={(building) => (
        <SyncButtons ids={building} only={['adlead_id']} path={`/api/buildings/${building.id}/sync`} />
      )}
      invalidate={['projects']}
    />
  );
}
