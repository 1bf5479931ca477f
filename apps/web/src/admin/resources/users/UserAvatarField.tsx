import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetting, TUser } from '@vitrine/core';
import { AVATAR_SETTING, AVATAR_SIZE } from '@vitrine/core/settings';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { dataLayer } from '../../api/data-layer.ts';
import { useList } from '../../api/queries.ts';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { notifySuccess } from '../../shared/notify.ts';

/**
 * A user's avatar (their `avatar` setting), saved on its own with "Valider l'avatar": the server
 * keeps the middle square of the picture at 200×200 (back office §5, avatar mode).
 */
export function UserAvatarField({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const list = useList<TSetting>('settings', { filter: { user_id: user.id, name: AVATAR_SETTING } });
  const avatar = (list.data?.data ?? []).find((setting) => setting.name === AVATAR_SETTING);
  const save = useMutation({
    mutationFn: (image: string[]) =>
      avatar
        ? dataLayer.update<TSetting>('settings', avatar.id, { image })
        : dataLayer.create<TSetting>('settings', {
            name: AVATAR_SETTING,
            type: 'image',
            user_id: user.id,
            image,
          }),
    meta: { errorContext: 'mutation' },
    onSuccess: async () => {
      notifySuccess(t('admin.avatar.saved'));
      setUploads([]);
      setResetKey((key) => key + 1);
      await client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
  return (
    <Input.Wrapper label={t('admin.avatar.title')} description={t('admin.avatar.hint')} data-field="avatar">
      <Group align="flex-start" mt="xs" wrap="nowrap">
        {avatar?.image?.url ? (
          <Image
            src={avatar.image.url}
            alt={t('admin.avatar.current', { name: user.name })}
            w={AVATAR_SIZE / 2}
            h={AVATAR_SIZE / 2}
            fit="cover"
            radius="50%"
          />
        ) : (
          <Text size="sm" c="dimmed" w={AVATAR_SIZE / 2}>
            {t('admin.avatar.none')}
          </Text>
        )}
        <Stack gap="xs" style={{ flex: 1 }}>
          <FileUpload accept={['image/*']} onChange={setUploads} onBusyChange={setBusy} resetKey={resetKey} />
          <Group justify="flex-end">
            <Button
              size="xs"
              loading={save.isPending}
              disabled={busy || uploads.length === 0}
              onClick={() => save.mutate(uploads)}
            >
              {t('admin.avatar.save')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
