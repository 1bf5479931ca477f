import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type TBuilding,
  type TFloor,
  type TPolygonFileLoose,
  type TUnit,
  validatePolygonFile,
} from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '../../admin-paths.ts';
import { useItem, useList } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { mediaCalls } from './media-calls.ts';
import { OutlinePreview } from './OutlinePreview.tsx';
import { polygonFileUrl } from './storage-paths.ts';
import { UploadCard } from './UploadCard.tsx';

const FULL = 'full';

async function fetchPolygons(url: string, signal: AbortSignal): Promise<TPolygonFileLoose | null> {
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const json: unknown = await response.json().catch(() => null);
  const checked = validatePolygonFile(json);
  if (checked.ok) return checked.polygons;
  console.warn('admin: polygon file has problems', checked.problems.slice(0, 5));
  return json && typeof json === 'object' ? (json as TPolygonFileLoose) : null;
}

/**
 * /admin/building/:id/media — upload the 29 frames (whole building or one floor) and the polygon
 * file, then check them: frames with outlines over them, outlines matching no unit, units
 * without an outline.
 */
export function BuildingMediaPage() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam();
  const building = useItem<TBuilding>('buildings', id, ['project', 'floors', 'buildings']).data;
  const project = building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const [target, setTarget] = useState<string>(FULL);
  const [version, setVersion] = useState(() => Date.now());
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
    queryFn: ({ signal }) => fetchPolygons(`${polygonsUrl}?v=${version}`, signal),
    enabled: polygonsUrl !== null,
    meta: { errorContext: 'silent' },
  });
  const refresh = () => setVersion(Date.now());

  if (!id) return null;
  return (
    <Stack gap="sm">
      <Breadcrumbs
        crumbs={[
          { label: t('admin.menu.projects'), to: adminPaths.projects },
          {
            label: project ? translated(project, 'name') : '…',
            to: project && adminPaths.project(project.id),
          },
          { label: building?.name ?? '…', to: adminPaths.building(id) },
          { label: t('admin.media.title') },
        ]}
      />
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
          accept={['image/jpeg', 'image/png', 'image/webp']}
          multiple
          maxFiles={29}
          send={(ids, onJob) => mediaCalls.orbitals(id, ids, floor?.id ?? null, onJob)}
          onSent={refresh}
        />
        <UploadCard
          title={t('admin.media.polygons')}
          accept={['application/json', '.json']}
          send={(ids) => mediaCalls.polygons(id, ids)}
          onSent={refresh}
        />
      </SimpleGrid>
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
