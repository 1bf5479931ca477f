import { Group, Select, Stack } from '@mantine/core';
import type { TProject, TUnit } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useList } from '../../api/queries.ts';
import { useCurrentContext } from '../../layout/current-context.ts';
import { DeleteModal } from '../../shared/DeleteModal.tsx';
import { sortParam, useListState } from '../../shared/list-state.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PaginationBar } from '../../shared/PaginationBar.tsx';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { UnitRowsTable } from './UnitRowsTable.tsx';
import { UNIT_ROW_INCLUDE } from './use-unit-quick-save.ts';

/**
 * /admin/units — every unit of a project (chosen at the top; statuses depend on it), with
 * status, surface and price saved at once; search by name, pagination.
 */
export function UnitList() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const context = useCurrentContext();
  const projects = useList<TProject>('projects', { pagination: false });
  const [projectId, setProjectId] = useState<number | null>(context.projectId);
  useEffect(() => {
    const first = projects.data?.data[0]?.id;
    if (projectId === null && first) setProjectId(first);
  }, [projectId, projects.data]);
  const statuses = useProjectStatuses(projectId);
  const state = useListState();
  const units = useList<TUnit>(
    'units',
    {
      page: state.page,
      sort: sortParam(state.sort),
      filter: { 'floor.building.project.id': projectId, ...(state.search && { name: state.search }) },
      include: UNIT_ROW_INCLUDE,
    },
    { enabled: projectId !== null },
  );

  return (
    <Stack gap="xs">
      <PageHeader title={t('admin.units.title')} />
      <Group align="flex-end">
        <Select
          label={t('admin.menu.projects')}
          data={(projects.data?.data ?? []).map((project) => ({
            value: String(project.id),
            label: translated(project, 'name'),
          }))}
          value={projectId ? String(projectId) : null}
          onChange={(value) => {
            setProjectId(value ? Number(value) : null);
            state.setPage(1);
          }}
          allowDeselect={false}
          w={260}
        />
        <SearchInput onSearch={state.setSearch} />
      </Group>
      <UnitRowsTable
        units={units.data?.data ?? []}
        statusesOf={() => statuses}
        loading={units.isFetching}
        sort={state.sort}
        onSort={state.toggleSort}
      />
      <PaginationBar meta={units.data?.meta} onPage={state.setPage} />
      <DeleteModal resource="units" />
    </Stack>
  );
}
