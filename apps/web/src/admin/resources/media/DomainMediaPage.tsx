import { SimpleGrid, Stack } from '@mantine/core';
import { MAX_TOURS, type TDomain } from '@vitrine/core';
import type { TourScenesReport } from '@vitrine/core/krpano/scene-report';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { mediaCalls } from './media-calls.ts';
import { TourSceneReport } from './TourSceneReport.tsx';
import { UploadCard } from './UploadCard.tsx';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', '.zip'];

/** /admin/domain/:id/media — the domain's cyclorama zip and its virtual tours' zips (1 to 4). */
export function DomainMediaPage() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam();
  const domain = useItem<TDomain>('domains', id).data;
  const [reports, setReports] = useState<Record<string, TourScenesReport>>({});
  const keepReport = (key: string) => async (sent: Promise<{ data: TourScenesReport }>) => {
    setReports(({ [key]: _, ...others }) => others);
    const { data } = await sent;
    setReports((others) => ({ ...others, [key]: data }));
  };
  useLoadedContext({ domainId: id });
  if (!id) return null;
  return (
    <Stack gap="sm">
      <Breadcrumbs
        crumbs={[
          { label: domain ? translated(domain, 'name') : '…', to: adminPaths.domain(id) },
          { label: t('admin.media.title') },
        ]}
      />
      <PageHeader title={t('admin.media.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UploadCard
          title={t('admin.media.cyclorama')}
          accept={ZIP_TYPES}
          send={(ids) => keepReport('cyclorama')(mediaCalls.cyclorama(id, ids))}
        >
          {reports.cyclorama && <TourSceneReport report={reports.cyclorama} />}
        </UploadCard>
        {Array.from({ length: MAX_TOURS }, (_, index) => index + 1).map((number) => (
          <UploadCard
            key={number}
            title={t('admin.media.tour', { number })}
            accept={ZIP_TYPES}
            send={(ids) => keepReport(`tour${number}`)(mediaCalls.tour(id, number, ids))}
          >
            {reports[`tour${number}`] && <TourSceneReport report={reports[`tour${number}`]!} />}
          </UploadCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
