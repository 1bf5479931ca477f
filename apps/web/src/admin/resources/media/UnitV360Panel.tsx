import { Image, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { storageLayout } from '@vitrine/core/storage-layout';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { mediaCalls } from './media-calls.ts';
import { v360Folder } from './storage-paths.ts';
import { UploadCard } from './UploadCard.tsx';
import { useV360Total } from './v360-availability.ts';

/** A unit's 360 turntable: upload its images, then turn through them with a slider. */
export function UnitV360Panel({ unitId }: { unitId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const total = useV360Total(unitId) ?? 0;
  const [index, setIndex] = useState(0);
  const [version, setVersion] = useState(0);
  const folder = v360Folder(unitId);
  return (
    <Stack gap="sm">
      <UploadCard
        title={t('admin.media.v360')}
        help={t('admin.media.v360Help')}
        accept={['image/jpeg', 'image/png', 'image/webp']}
        multiple
        send={(ids) => mediaCalls.v360(unitId, ids)}
        onSent={() => {
          setVersion(Date.now());
          void client.invalidateQueries({ queryKey: ['v360', folder] });
        }}
      />
      {total > 0 && (
        <Paper withBorder p="sm">
          <Title order={5} mb="xs">
            {t('admin.media.preview')}
          </Title>
          <Image
            src={`${storageLayout.turntableImage(folder, Math.min(index, total - 1))}?v=${version}`}
            alt={`${t('admin.media.v360')} ${unitId}`}
            h={280}
            fit="contain"
          />
          <Slider min={0} max={total - 1} value={Math.min(index, total - 1)} onChange={setIndex} mt="xs" />
          <Text size="xs" c="dimmed">
            {Math.min(index, total - 1) + 1} / {total}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
