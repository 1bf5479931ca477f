import { Button, Stack } from '@mantine/core';
import type { TBuilding } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useDisplayName } from '../../shared/display-name.ts';
import { openModal } from '../../shared/modal-store.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SyncButtons } from '../../shared/SyncButtons.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { FloorList } from '../floors/FloorList.tsx';
import { SettingsModal } from '../settings/SettingsModal.tsx';

export const BUILDING_INCLUDE = ['project'] as const;

/** /admin/building/:id — Projets > project > building, settings, media, the floors. */
export function BuildingShow() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const displayName = useDisplayName();
  const id = useIdParam();
  const building = useItem<TBuilding>('buildings', id, BUILDING_INCLUDE).data;
  const project = building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: adminPaths.projects },
          {
            label: project ? translated(project, 'name') : '…',
            to: project && adminPaths.project(project.id),
          },
          { label: displayName(building) },
        ]}
      />
      <PageHeader title={building ? translated(building, 'description') || building.name : '…'}>
        {building && (
          <>
            <SyncButtons ids={building} only={['adlead_id']} path={`/api/buildings/${building.id}/sync`} />
            <Button component={Link} to={adminPaths.buildingMedia(building.id)} variant="default">
              {t('admin.media.title')}
            </Button>
            <Button component={Link} to={adminPaths.buildingOutlines(building.id)} variant="default">
              {t('admin.outlines.open')}
            </Button>
            <Button variant="default" onClick={() => openModal('building-settings', { id: building.id })}>
              {t('admin.corporations.settings')}
            </Button>
          </>
        )}
      </PageHeader>
      {id && <FloorList buildingId={id} buildingName={building?.name} />}
      <SettingsModal name="building-settings" owner="building_id" title={t('admin.buildings.settings')} />
    </Stack>
  );
}
