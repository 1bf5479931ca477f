import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TBuilding, TFloor, TUnit } from '@vitrine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useItem, useList } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useBuildingPageCrumbs } from '../../shared/building-crumbs.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useIdParam } from '../../shared/use-id-param.ts';
import { FramesReview } from './FramesReview.tsx';
import { mediaCalls } from './media-calls.ts';
import { OutlinePreview } from './OutlinePreview.tsx';
import { fetchPolygonFile } from './site-presence.ts';
import { polygonFileUrl } from './storage-paths.ts';
import { UploadCard } from './UploadCard.tsx';

const FULL = 'full';

/**
 * /admin/building/:id/media — upload the 29 frames (whole building or one floor) and the polygon
 * file, then check them: frames with outlines over them, outlines matching no unit, units
 * without an outline.
 */
export function BuildingMediaPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const building = useItem<TBuilding>('buildings', id, ['project', 'floors', 'buildings']).data;
  const crumbs = useBuildingPageCrumbs(building, id ?? 0, t('admin.media.title'));
  const project = building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const [params] = useSearchParams();
  const [target, setTarget] = useState<string>(() => params.get('floor') ?? FULL);
  const [version, setVersion] = useState(() => Date.now());
  /** The job whose rendered frames wait to be checked and published, with the view they are for. */
  const [review, setReview] = useState<{ jobId: number; floorId: number | null } | null>(null);
  const floors: TFloor[] = building?.floors ?? [];
  const floor = floors.find((candidate) => String(candidate.id) === target) ?? null;
  const units = useList<TUnit>(
    'units',
    { pagination: false, filter: floor ? { floor_id: floor.id } : { 'floor.building.id': id } },
    { enabled: id !== null },
  );
  const polygonsUrl = building ? polygonFileUrl(building.id) : null;
  const polygons = useQuery({
    queryKey: ['polygon-file', polygonsUrl, version],
    queryFn: ({ signal }) => fetchPolygonFile(`${polygonsUrl}?v=${version}`, signal),
    enabled: polygonsUrl !== null,
    meta: { errorContext: 'silent' },
  });
  const refresh = () => setVersion(Date.now());

  if (!id) return null;
  return (
    <Stack gap="sm">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={`${t('admin.media.title')} — ${building?.name ?? ''}`}>
        <Select
          aria-label={t('admin.media.target')}
          value={target}
          onChange={(value) => setTarget(value ?? FULL)}
          allowDeselect={false}
          data={[
            { value: FULL, label: t('admin.media.full') },
            ...floors.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
          ]}
        />
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UploadCard
          title={t('admin.media.orbitals')}
          help={t('admin.media.orbitalsHelp')}
          accept={['image/jpeg', 'image/png', 'image/webp', 'image/tiff']}
          multiple
          maxFiles={29}
          send={async (ids, onJob) => {
            const floorId = floor?.id ?? null;
            const { job } = await mediaCalls.orbitals(id, ids, floorId, onJob);
            setReview({ jobId: job.id, floorId });
          }}
          sentMessage={t('admin.media.reviewReady')}
        />
        <UploadCard
          title={t('admin.media.polygons')}
          accept={['application/json', '.json']}
          send={(ids) => mediaCalls.polygons(id, ids)}
          onSent={refresh}
        />
      </SimpleGrid>
      {review && (
        <FramesReview
          key={review.jobId}
          jobId={review.jobId}
          view={{ buildingId: id, floorId: review.floorId }}
          onDone={(published) => {
            setReview(null);
            if (published) refresh();
          }}
        />
      )}
      {building && project && (
        <OutlinePreview
          view={{ buildingId: building.id, floorId: floor?.id ?? null }}
          building={building.name}
          floor={floor?.name ?? null}
          polygons={polygons.data ?? null}
          unitNames={(units.data?.data ?? [])
            .filter((unit) => unit.unit_id === null)
            .map((unit) => unit.name)}
          subBuildingNames={floor ? [] : (building.buildings ?? []).map((sub) => sub.name)}
          version={version}
        />
      )}
    </Stack>
  );
}
