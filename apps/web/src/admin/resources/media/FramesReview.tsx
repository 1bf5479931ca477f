import { Button, Group, Image, Paper, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import { FRAME_COUNT } from '@vitrine/core';
import { useState } from 'react';
import { i18n } from '../../../i18n/translations.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { reportApiError } from '../../api/error-reporting.ts';
import { notifySuccess } from '../../shared/notify.ts';
import { mediaCalls } from './media-calls.ts';
import { orbitalFrameUrl } from './storage-paths.ts';

/**
 * Frames rendered by job `jobId`, side by side with the site's, before they replace them: a
 * slider turns both, "Publier ces vues" swaps them in, "Écarter" drops them.
 */
export function FramesReview({
  jobId,
  view,
  onDone,
}: {
  jobId: number;
  view: { buildingId: number; floorId: number | null };
  onDone: (published: boolean) => void;
}) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState(0);
  const [busy, setBusy] = useState<'publish' | 'discard' | null>(null);
  const [liveMissing, setLiveMissing] = useState(false);

  async function settle(action: 'publish' | 'discard') {
    setBusy(action);
    try {
      if (action === 'publish') await mediaCalls.publishFrames(jobId);
      else await mediaCalls.discardFrames(jobId);
      notifySuccess(
        i18n.t(action === 'publish' ? 'admin.media.reviewPublished' : 'admin.media.reviewDiscarded'),
      );
      onDone(action === 'publish');
    } catch (failure) {
      reportApiError(failure, 'mutation');
    } finally {
      setBusy(null);
    }
  }

  const label = t('admin.media.frame', { frame: frame + 1, total: FRAME_COUNT });
  return (
    <Paper withBorder p="md" data-testid="frames-review">
      <Stack gap="sm">
        <Title order={4}>{t('admin.media.reviewTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.media.reviewHelp')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.media.reviewLive')}
            </Text>
            {liveMissing ? (
              <Text size="sm" c="dimmed">
                {t('admin.media.reviewNoLive')}
              </Text>
            ) : (
              <Image
                src={orbitalFrameUrl(view, frame, 960, 'jpg')}
                alt={`${t('admin.media.reviewLive')} — ${label}`}
                onError={() => setLiveMissing(true)}
              />
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.media.reviewNew')}
            </Text>
            <Image
              src={mediaCalls.reviewedFrameUrl(jobId, frame)}
              alt={`${t('admin.media.reviewNew')} — ${label}`}
            />
          </Stack>
        </SimpleGrid>
        <Text size="sm">{label}</Text>
        <Slider
          min={0}
          max={FRAME_COUNT - 1}
          value={frame}
          onChange={setFrame}
          label={(value) => value + 1}
          aria-label={label}
        />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            loading={busy === 'discard'}
            disabled={busy !== null}
            onClick={() => void settle('discard')}
          >
            {t('admin.media.reviewDiscard')}
          </Button>
          <Button
            loading={busy === 'publish'}
            disabled={busy !== null}
            onClick={() => void settle('publish')}
          >
            {t('admin.media.reviewPublish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
