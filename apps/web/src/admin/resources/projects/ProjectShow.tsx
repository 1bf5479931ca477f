import { Button, Group, Stack } from '@mantine/core';
import type { TProject } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { canConfigureCrm, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { openModal } from '../../shared/modal-store.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SyncButtons } from '../../shared/SyncButtons.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { BuildingList } from '../buildings/BuildingList.tsx';
import { SettingsModal } from '../settings/SettingsModal.tsx';

/** /admin/project/:id — Projets > name, settings, the buildings (ordered, draggable). */
export function ProjectShow() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam();
  const crm = canConfigureCrm(useUser());
  const project = useItem<TProject>('projects', id).data;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const name = project ? translated(project, 'name') : '…';
  return (
    <Stack gap="xs">
      <Breadcrumbs crumbs={[{ label: t('admin.menu.projects'), to: adminPaths.projects }, { label: name }]} />
      <PageHeader title={name}>
        {project && (
          <Group gap="xs">
            <SyncButtons ids={project} only={['adlead_id']} path={`/api/projects/${project.id}/emerige`} />
            {crm && (
              <Button component={Link} to={adminPaths.projectCrm(project.id)} variant="default">
                {t('admin.crm.open')}
              </Button>
            )}
            <Button component={Link} to={adminPaths.priceList(project.id)} variant="default">
              {t('admin.priceLists.open')}
            </Button>
            <Button component={Link} to={adminPaths.statuses(project.id)} variant="default">
              {t('admin.menu.statuses')}
            </Button>
            <Button component={Link} to={adminPaths.categories(project.id)} variant="default">
              {t('admin.menu.categories')}
            </Button>
            <Button variant="default" onClick={() => openModal('project-settings', { id: project.id })}>
              {t('admin.corporations.settings')}
            </Button>
          </Group>
        )}
      </PageHeader>
      {id && <BuildingList projectId={id} />}
      <SettingsModal name="project-settings" owner="project_id" title={t('admin.projects.settings')} />
    </Stack>
  );
}
