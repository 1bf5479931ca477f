import { Group, Select, Stack } from '@mantine/core';
import { type TProject, type TUnit, typologyLabel } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useList } from '../../api/queries.ts';
import { useCurrentContext } from '../../layout/current-context.ts';
import { DeleteModal } from '../../shared/DeleteModal.tsx';
import { sortParam, useListState } from '../../shared/list-state.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PaginationBar } from '../../shared/PaginationBar.tsx';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { UnitNotOnSiteBadge } from '../media/NotOnSiteNotice.tsx';
import { useUnitsPresence } from '../media/site-presence.ts';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { UnitRowsTable } from './UnitRowsTable.tsx';
import { UNIT_ROW_INCLUDE } from './use-unit-quick-save.ts';

/** The site's order: building, then floor, then the unit's name. */
export const UNIT_PLACE_SORT = 'building,floor,name';
/** Typologies offered by the filter: studio to 5 bedrooms. */
const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5];

/**
 * /admin/units — every unit of a project (chosen at the top; statuses depend on it), with
 * status, surface and price saved at once; search by name, full name or typology, filters by
 * status and typology, all kept in the URL.
 */
export function UnitList() {
  const { t, i18n } = useTranslation();
  const translated = useTranslated();
  const context = useCurrentContext();
  const projects = useList<TProject>('projects', { pagination: false });
  const state = useListState(undefined, 'units');
  const projectId = Number(state.filters.project) || context.projectId || projects.data?.data[0]?.id || null;
  const project = projects.data?.data.find((candidate) => candidate.id === projectId);
  const statuses = useProjectStatuses(projectId);
  const units = useList<TUnit>(
    'units',
    {
      page: state.page,
      sort: sortParam(state.sort) ?? UNIT_PLACE_SORT,
      filter: {
        'floor.building.project.id': projectId,
        ...(state.search && { search: state.search }),
        ...(state.filters.status && { status_id: state.filters.status }),
        ...(state.filters.bedrooms && { bedrooms: state.filters.bedrooms }),
      },
      include: [...UNIT_ROW_INCLUDE, 'floor.building'],
    },
    { enabled: projectId !== null },
  );
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  // the same "Pas encore sur le site" badges as on a floor's page
  const presenceOf = useUnitsPresence(units.data?.data ?? []);

  return (
    <Stack gap="xs">
      <PageHeader title={t('admin.units.title')} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('admin.menu.projects')}
          data={(projects.data?.data ?? []).map((candidate) => ({
            value: String(candidate.id),
            label: translated(candidate, 'name'),
          }))}
          value={projectId ? String(projectId) : null}
          onChange={(value) => state.setFilter('project', value)}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('admin.lists.statusFilter')}
          placeholder={t('admin.lists.allStatuses')}
          data={statuses.map((status) => ({ value: String(status.id), label: status.label }))}
          value={state.filters.status ?? null}
          onChange={(value) => state.setFilter('status', value)}
          clearable
          w={180}
        />
        <Select
          label={t('admin.lists.typologyFilter')}
          placeholder={t('admin.lists.allTypologies')}
          data={BEDROOM_CHOICES.map((count) => ({
            value: String(count),
            label: typologyLabel(count, project?.topology, locale),
          }))}
          value={state.filters.bedrooms ?? null}
          onChange={(value) => state.setFilter('bedrooms', value)}
          clearable
          w={180}
        />
        <SearchInput onSearch={state.setSearch} initial={state.search} label={t('admin.lists.unitSearch')} />
      </Group>
      <UnitRowsTable
        units={units.data?.data ?? []}
        statusesOf={() => statuses}
        loading={units.isFetching}
        sort={state.sort}
        onSort={state.toggleSort}
        nameBadge={(unit) => {
          const presence = presenceOf(unit);
          return presence && <UnitNotOnSiteBadge missingFrames={presence.framesMissing} />;
        }}
      />
      <PaginationBar meta={units.data?.meta} onPage={state.setPage} />
      <DeleteModal resource="units" />
    </Stack>
  );
}
