import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import type { TDomain, TProject } from '@vitrine/core';
import type { TPriceListPreview } from '@vitrine/core/schemas/price-list';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useItem } from '../api/queries.ts';
import { canConfigureCrm, useUser } from '../auth/use-current-user.ts';
import { useLoadedContext } from '../layout/current-context.ts';
import { useProjectStatuses } from '../resources/statuses/use-project-statuses.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useTranslated } from '../shared/translatable.ts';
import { useIdParam } from '../shared/use-id-param.ts';
import { PriceListPreview } from './PriceListPreview.tsx';
import { downloadPriceList, useApplyPriceList, usePriceListPreview } from './price-list-calls.ts';
import { UnitWebhookCard } from './UnitWebhookCard.tsx';

/**
 * /admin/project/:id/price-list — export the project's units (CSV, XLSX), import an edited file,
 * read the preview of every change and refused line, then "Appliquer" (all at once) or "Annuler".
 * Admins also set the corporation's webhook there.
 */
export function PriceListPage() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam() ?? 0;
  const project = useItem<TProject>('projects', id).data;
  const domain = useItem<TDomain>('domains', project?.domain_id ?? null).data;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const statuses = useProjectStatuses(project?.id);
  const admin = canConfigureCrm(useUser());
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TPriceListPreview | null>(null);
  const read = usePriceListPreview(id);
  const apply = useApplyPriceList(id);
  const name = project ? translated(project, 'name') : '…';
  const statusLabel = (statusId: number) => statuses.find((status) => status.id === statusId)?.label;

  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: adminPaths.projects },
          { label: name, to: project && adminPaths.project(project.id) },
          { label: t('admin.priceLists.open') },
        ]}
      />
      <PageHeader title={t('admin.priceLists.title', { project: name })}>
        <Group gap="xs">
          <Button variant="default" onClick={() => void downloadPriceList(id, 'csv')}>
            {t('admin.priceLists.exportCsv')}
          </Button>
          <Button variant="default" onClick={() => void downloadPriceList(id, 'xlsx')}>
            {t('admin.priceLists.exportXlsx')}
          </Button>
        </Group>
      </PageHeader>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm">{t('admin.priceLists.intro')}</Text>
          <FileInput
            label={t('admin.priceLists.importLabel')}
            placeholder={t('admin.priceLists.importLabel')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            clearable
            onChange={(chosen) => {
              setFile(chosen);
              setPreview(null);
            }}
          />
          <Group>
            <Button
              disabled={!file}
              loading={read.isPending}
              onClick={() => file && read.mutate(file, { onSuccess: setPreview })}
            >
              {t('admin.priceLists.importButton')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview && (
        <PriceListPreview
          preview={preview}
          statusLabel={statusLabel}
          applying={apply.isPending}
          onCancel={() => setPreview(null)}
          onApply={() => apply.mutate(preview.changes, { onSuccess: () => setPreview(null) })}
        />
      )}
      {admin && domain?.corporation_id && <UnitWebhookCard corporationId={domain.corporation_id} />}
    </Stack>
  );
}
