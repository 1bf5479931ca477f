import { ColorSwatch, Group } from '@mantine/core';
import type { TCategory, TProject } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { categoryForm } from './category-form.tsx';

/** /admin/project/:project_id/categories — id and name, drag to reorder. */
export function CategoryList() {
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
          { label: t('admin.categories.title') },
        ]}
      />
      <ResourceList<TCategory, typeof categoryForm.schema>
        resource="categories"
        title={t('admin.categories.title')}
        filter={{ project_id: projectId }}
        defaultSort="order"
        reorderable
        columns={[
          { key: 'id', label: t('admin.table.id'), width: 70 },
          {
            key: 'name',
            label: t('admin.categories.name'),
            render: (category) => (
              <Group gap="xs">
                <ColorSwatch color={category.color} size={14} />
                {translated(category, 'name')}
              </Group>
            ),
          },
        ]}
        form={categoryForm}
        createLabel={t('admin.categories.create')}
        createSeed={{ project_id: projectId }}
        rowLabel={(category) => translated(category, 'name')}
        invalidate={['projects']}
      />
    </>
  );
}
