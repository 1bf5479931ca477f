import type { TFloor } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { FloorNotOnSiteBadge } from '../media/NotOnSiteNotice.tsx';
import { floorForm } from './floor-form.tsx';

/** A building's floors in their order: drag to reorder, search, sort, manage (the daily screen). */
export function FloorList({ buildingId, buildingName }: { buildingId: number; buildingName?: string }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  return (
    <ResourceList<TFloor, typeof floorForm.schema>
      resource="floors"
      title={t('admin.buildings.floors')}
      filter={{ building_id: buildingId }}
      defaultSort="order"
      reorderable
      searchFilter="name"
      columns={[
        { key: 'name', label: t('admin.floors.name'), sortField: 'name' },
        { key: 'adlead_id', label: t('admin.floors.adleadId'), sortField: 'adlead_id' },
        {
          key: 'description',
          label: t('admin.floors.description'),
          render: (floor) => (
            <>
              {translated(floor, 'description')}
              {buildingName !== undefined && (
                <FloorNotOnSiteBadge building={{ id: buildingId, name: buildingName }} floor={floor} />
              )}
            </>
          ),
        },
      ]}
      form={floorForm}
      createLabel={t('admin.buildings.createFloor')}
      createSeed={{ building_id: buildingId }}
      rowLabel={(floor) => floor.name}
      manage={(floor) => adminPaths.floor(floor.id)}
      invalidate={['buildings']}
    />
  );
}
