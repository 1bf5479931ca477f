import { Group, List, Paper, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import { FRAME_COUNT, type TPolygonFileLoose } from '@vitrine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { entriesOf, outlineReport, outlinesOnFrame } from './outline-report.ts';
import { renderOutlinePreview } from './render-outline-preview.ts';
import { orbitalFrameUrl } from './storage-paths.ts';

/** Loads a frame picture: webp, else jpg; null when neither exists. */
export function useFrameImage(urls: readonly string[]): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const key = urls.join('|');
  useEffect(() => {
    let cancelled = false;
    const candidates = key.split('|');
    const tryLoad = (index: number) => {
      const url = candidates[index];
      if (!url) {
        if (!cancelled) setImage(null);
        return;
      }
      const next = new Image();
      next.onload = () => {
        if (!cancelled) setImage(next);
      };
      next.onerror = () => tryLoad(index + 1);
      next.src = url;
    };
    tryLoad(0);
    return () => {
      cancelled = true;
    };
  }, [key]);
  return image;
}

export interface OutlinePreviewProps {
  /** The view whose frames are shown: the building's, or its floor's. */
  view: { buildingId: number; floorId: number | null };
  building: string;
  /** null for the whole building. */
  floor: string | null;
  polygons: TPolygonFileLoose | null;
  unitNames: readonly string[];
  subBuildingNames: readonly string[];
  /** Changes after an upload so the pictures are read again. */
  version: number;
}

/** The frames with their outlines drawn over them, a slider, and the two mismatch lists. */
export function OutlinePreview({
  view,
  building,
  floor,
  polygons,
  unitNames,
  subBuildingNames,
  version,
}: OutlinePreviewProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [frame, setFrame] = useState(0);
  const [highlight, setHighlight] = useState<string | null>(null);
  const entries = useMemo(() => entriesOf(polygons, building, floor), [polygons, building, floor]);
  const report = useMemo(
    () =>
      outlineReport(
        entries.map((entry) => entry.name),
        unitNames,
        subBuildingNames,
      ),
    [entries, unitNames, subBuildingNames],
  );
  const image = useFrameImage([
    `${orbitalFrameUrl(view, frame, 1920, 'webp')}?v=${version}`,
    `${orbitalFrameUrl(view, frame, 1920, 'jpg')}?v=${version}`,
    `${orbitalFrameUrl(view, frame, null, 'jpg')}?v=${version}`,
  ]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const pixelRatio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(element.clientWidth * pixelRatio));
    element.width = width;
    element.height = Math.round((width * 9) / 16);
    renderOutlinePreview(ctx, {
      image,
      outlines: outlinesOnFrame(entries, frame, report),
      highlight,
      pixelRatio,
    });
  }, [image, entries, frame, report, highlight]);

  return (
    <Stack gap="sm">
      <div className="admin-frame-stage">
        <canvas
          ref={canvas}
          aria-label={t('admin.media.frame', { frame, total: FRAME_COUNT - 1 })}
          data-frame={frame}
        />
      </div>
      {!image && (
        <Text size="sm" c="dimmed">
          {t('admin.media.noFrames')}
        </Text>
      )}
      <Group>
        <Text size="sm" w={120}>
          {t('admin.media.frame', { frame, total: FRAME_COUNT - 1 })}
        </Text>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={FRAME_COUNT - 1}
          step={1}
          value={frame}
          onChange={setFrame}
          label={null}
          aria-label={t('admin.media.frame', { frame, total: FRAME_COUNT - 1 })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NameList
          title={t('admin.media.outlinesWithoutUnit')}
          names={report.outlinesWithoutUnit}
          onHover={setHighlight}
          testId="outlines-without-unit"
        />
        <NameList
          title={t('admin.media.unitsWithoutOutline')}
          names={report.unitsWithoutOutline}
          testId="units-without-outline"
        />
      </SimpleGrid>
    </Stack>
  );
}

function NameList({
  title,
  names,
  onHover,
  testId,
}: {
  title: string;
  names: readonly string[];
  onHover?: (name: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Title order={5} mb="xs">
        {title} ({names.length})
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.media.none')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {names.map((name) => (
            <List.Item key={name} onMouseEnter={() => onHover?.(name)} onMouseLeave={() => onHover?.(null)}>
              {name}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
