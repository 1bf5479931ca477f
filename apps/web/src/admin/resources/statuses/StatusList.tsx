import { ColorSwatch, Group } from '@mantine/core';
import type { TProject, TStatus } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { statusForm } from './status-form.tsx';

/** /admin/project/:project_id/statuses — the system statuses (read only) and the project's own. */
export function StatusList() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const projectId = useIdParam('project_id');
  const project = useItem<TProject>('projects', projectId).data;
  useLoadedContext({ projectId, domainId: project?.domain_id ?? null });
  if (!projectId) return null;
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: adminPaths.projects },
          { label: project ? translated(project, 'name') : '…', to: adminPaths.project(projectId) },
          { label: t('admin.statuses.title') },
        ]}
      />
      <ResourceList<TStatus, typeof statusForm.schema>
        resource="statuses"
        title={t('admin.statuses.title')}
        filter={{ project_id: projectId }}
        searchFilter="name"
        columns={[
          { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
          {
            key: 'name',
            label: t('admin.statuses.name'),
            sortField: 'name',
            render: (status) => (
              <Group gap="xs">
                <ColorSwatch color={status.color} size={14} />
                {translated(status, 'name')}
              </Group>
            ),
          },
        ]}
        form={statusForm}
        createLabel={t('admin.statuses.create')}
        createSeed={{ project_id: projectId }}
        rowEditable={(status) => status.project_id !== null && status.project_id !== undefined}
        rowLabel={(status) => translated(status, 'name')}
        invalidate={['projects']}
      />
    </>
  );
}
