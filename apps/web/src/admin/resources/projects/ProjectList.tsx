import { Button } from '@mantine/core';
import type { TProject } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { canConfigureCrm, isRoot, useUser } from '../../auth/use-current-user.ts';
import { LanguageSwitch } from '../../layout/LanguageSwitch.tsx';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { SyncButtons } from '../../shared/SyncButtons.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { YesNo } from '../../shared/YesNo.tsx';
import { projectForm } from './project-form.tsx';

/** /admin/projects: id, name, show_price, show_category; search by name; sync links. */
export function ProjectList({ domainId }: { domainId?: number } = {}) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const user = useUser();
  const root = isRoot(user);
  const crm = canConfigureCrm(user);
  return (
    <ResourceList<TProject, typeof projectForm.schema>
      resource="projects"
      title={domainId ? t('admin.domains.projects') : t('admin.projects.title')}
      filter={domainId ? { domain_id: domainId } : {}}
      searchFilter="name"
      toolbar={domainId ? undefined : <LanguageSwitch size="sm" />}
      columns={[
        { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
        {
          key: 'name',
          label: t('admin.projects.name'),
          sortField: 'name',
          render: (project) => translated(project, 'name'),
        },
        {
          key: 'show_price',
          label: t('admin.projects.showPrice'),
          render: (project) => <YesNo value={project.show_price} />,
        },
        {
          key: 'show_category',
          label: t('admin.projects.showCategory'),
          render: (project) => <YesNo value={project.show_category} />,
        },
      ]}
      form={projectForm}
      createLabel={root ? t('admin.projects.create') : undefined}
      createSeed={domainId ? { domain_id: domainId } : {}}
      canDelete={root}
      rowLabel={(project) => translated(project, 'name')}
      manage={(project) => adminPaths.project(project.id)}
      rowActions={(project) => (
        <>
          <SyncButtons ids={project} path={`/api/projects/${project.id}/emerige`} />
          {crm && (
            <Button
              component={Link}
              to={adminPaths.projectCrm(project.id)}
              size="compact-sm"
              variant="default"
            >
              {t('admin.crm.open')}
            </Button>
          )}
        </>
      )}
      invalidate={['domains']}
    />
  );
}
