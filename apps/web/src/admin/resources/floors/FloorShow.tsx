import { Button, Stack } from '@mantine/core';
import type { TBuilding, TFloor, TUnit } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem, useList } from '../../api/queries.ts';
import { isRoot, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { UnitHistory } from '../../price-lists/UnitHistory.tsx';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { DeleteModal } from '../../shared/DeleteModal.tsx';
import { useDisplayName } from '../../shared/display-name.ts';
import { sortParam, useListState } from '../../shared/list-state.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PaginationBar } from '../../shared/PaginationBar.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { FloorNotOnSiteNotice, UnitNotOnSiteBadge } from '../media/NotOnSiteNotice.tsx';
import { floorPresence, useFloorMedia } from '../media/site-presence.ts';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { UnitRowsTable } from '../units/UnitRowsTable.tsx';
import { UNIT_ROW_INCLUDE } from '../units/use-unit-quick-save.ts';

export type FloorWithParents = TFloor & { building?: TBuilding };
export const FLOOR_INCLUDE = ['building', 'building.project'] as const;

/** /admin/floor/:id — the daily screen: the floor's units with status, surface and price saved at once. */
export function FloorShow() {
  const { t } = useTranslation();
  const user = useUser();
  const translated = useTranslated();
  const displayName = useDisplayName();
  const id = useIdParam();
  const floor = useItem<FloorWithParents>('floors', id, FLOOR_INCLUDE).data;
  const building = floor?.building;
  const project = building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const statuses = useProjectStatuses(project?.id);
  const state = useListState(undefined, 'units');
  const units = useList<TUnit>(
    'units',
    {
      page: state.page,
      perPage: 100,
      sort: sortParam(state.sort),
      filter: { floor_id: id },
      include: UNIT_ROW_INCLUDE,
    },
    { enabled: id !== null },
  );
  const media = useFloorMedia(building?.id, id);
  const presence =
    media.loaded && building && floor
      ? floorPresence(
          media.framesPresent,
          media.polygons,
          { building: building.name, floor: floor.name },
          units.data?.data ?? [],
        )
      : null;

  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: isRoot(user) ? adminPaths.projects : undefined },
          {
            label: project ? translated(project, 'name') : '…',
            to: project && adminPaths.project(project.id),
          },
          { label: displayName(building), to: building && adminPaths.building(building.id) },
          { label: displayName(floor) },
        ]}
      />
      <PageHeader title={floor ? translated(floor, 'description') || floor.name : '…'}>
        {building && (
          <>
            <Button component={Link} to={adminPaths.buildingMedia(building.id)} variant="default">
              {t('admin.media.title')}
            </Button>
            {id && (
              <Button
                component={Link}
                to={adminPaths.buildingOutlines(building.id, { floor: id })}
                variant="default"
              >
                {t('admin.outlines.open')}
              </Button>
            )}
          </>
        )}
        {id && (
          <Button component={Link} to={adminPaths.unitCreate(id)}>
            {t('admin.floors.createUnit')}
          </Button>
        )}
      </PageHeader>
      {presence && building && id && (
        <FloorNotOnSiteNotice presence={presence} buildingId={building.id} floorId={id} />
      )}
      <UnitRowsTable
        units={units.data?.data ?? []}
        statusesOf={() => statuses}
        loading={units.isFetching}
        sort={state.sort}
        onSort={state.toggleSort}
        with360
        nameBadge={(unit) =>
          presence?.unitsWithoutOutline.includes(unit.id) && (
            <UnitNotOnSiteBadge missingFrames={presence.framesMissing} />
          )
        }
      />
      <PaginationBar meta={units.data?.meta} onPage={state.setPage} />
      {id && <UnitHistory floorId={id} />}
      <DeleteModal resource="units" />
    </Stack>
  );
}
