import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { CRM_PROVIDERS, type TProject } from '@vitrine/core';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { useProjectStatuses } from '../statuses/use-project-statuses.ts';
import { ConnectionCard } from './ConnectionCard.tsx';
import { useCrmConnections, useSyncCall } from './crm-calls.ts';
import { SyncRunList } from './SyncRunList.tsx';

/** /admin/project/:id/crm (admins): the project's four CRM connections and its sync runs. */
export function CrmPage() {
  const id = useIdParam();
  return id ? <CrmScreen projectId={id} /> : <Navigate to={adminPaths.notFound} replace />;
}

function CrmScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const project = useItem<TProject>('projects', projectId, ['buildings']).data;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const connections = useCrmConnections(projectId);
  const statuses = useProjectStatuses(projectId);
  const sync = useSyncCall(`/api/projects/${projectId}/emerige`);

  const buildingNames = useMemo(
    () => new Map((project?.buildings ?? []).map((building) => [building.id, building.name])),
    [project?.buildings],
  );
  const statusLabel = useMemo(() => {
    const labels = new Map(statuses.map((status) => [status.id, status.label]));
    return (statusId: number) => labels.get(statusId);
  }, [statuses]);
  // In the order of the sync links, whatever order the server lists them in.
  const cards = CRM_PROVIDERS.flatMap((provider) =>
    (connections.data ?? []).filter((connection) => connection.provider === provider),
  );
  const anyEnabled = cards.some((connection) => connection.enabled);
  const name = project ? translated(project, 'name') : '…';

  return (
    <Stack gap="sm">
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: adminPaths.projects },
          { label: name, to: adminPaths.project(projectId) },
          { label: t('admin.crm.open') },
        ]}
      />
      <PageHeader title={t('admin.crm.title')}>
        {!anyEnabled && connections.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('admin.crm.sync.noneEnabled')}
          </Text>
        )}
        <Button loading={sync.isPending} disabled={!anyEnabled} onClick={() => sync.mutate()}>
          {t('admin.crm.sync.now')}
        </Button>
      </PageHeader>
      <Text size="sm" c="dimmed" maw={900}>
        {t('admin.crm.intro')}
      </Text>
      {connections.isPending ? (
        <Loader />
      ) : connections.isError ? (
        <Alert color="red">{t('admin.errors.unexpected')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {cards.map((connection) => (
            <ConnectionCard
              // A save changes updated_at: the card starts again with empty secret boxes.
              key={`${connection.provider}-${connection.updated_at ?? 'new'}`}
              projectId={projectId}
              connection={connection}
              externalId={project?.[`${connection.provider}_id`]}
              statuses={statuses}
            />
          ))}
        </SimpleGrid>
      )}
      <SyncRunList projectId={projectId} buildingNames={buildingNames} statusLabel={statusLabel} />
    </Stack>
  );
}
