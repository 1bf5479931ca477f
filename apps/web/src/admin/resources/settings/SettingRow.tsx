import { Button, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetting } from '@vitrine/core';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiJson } from '../../api/admin-http.ts';
import { dataLayer } from '../../api/data-layer.ts';
import { canChangeSetting, useUser } from '../../auth/use-current-user.ts';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { notifyResource, notifySuccess } from '../../shared/notify.ts';

/** PATCH /api/settings/{id}/reset: back to the default value. */
function resetSetting(id: number) {
  return apiJson('PATCH', `/api/settings/${id}/reset`);
}

/**
 * One setting: an image shows the current picture, an upload field and "Valider"; a text
 * shows an input and "Valider". Both can be reset to their default. `owner` names whose
 * setting it is, where a list mixes owners. Without the right to change it, it is only shown.
 */
export function SettingRow({ setting, owner }: { setting: TSetting; owner?: string | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Shown read-only to whom the server would refuse (a corporation's setting: root only).
  const editable = canChangeSetting(useUser(), setting);
  const [value, setValue] = useState(setting.value ?? '');
  const [uploads, setUploads] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(setting.value ?? ''), [setting.value]);

  const refresh = () => client.invalidateQueries({ queryKey: ['settings'] });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataLayer.update<TSetting>('settings', setting.id, body),
    meta: { errorContext: 'mutation' },
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      notifyResource('updated', 'settings');
      setUploads([]);
      setResetKey((key) => key + 1);
      await refresh();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.fieldErrors)
        setError(Object.values(failure.fieldErrors).flat().join(' '));
    },
  });
  const reset = useMutation({
    mutationFn: () => resetSetting(setting.id),
    meta: { errorContext: 'mutation' },
    onSuccess: async () => {
      notifySuccess(i18next.t('admin.toasts.settingsReset'));
      await refresh();
    },
  });

  const isImage = setting.type === 'image';
  return (
    <Paper withBorder p="sm" data-setting={setting.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{setting.name}</Text>
            {owner && (
              <Text size="xs" c="dimmed">
                {owner}
              </Text>
            )}
          </div>
          {editable && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {t('admin.settings.reset')}
            </Button>
          )}
        </Group>
        {isImage ? (
          <>
            {setting.image?.url ? (
              <Image src={setting.image.url} alt={setting.name} h={80} w="auto" fit="contain" bg="gray.1" />
            ) : (
              <Text size="sm" c="dimmed">
                {t('admin.settings.noImage')}
              </Text>
            )}
            {editable && (
              <FileUpload
                label={t('admin.settings.image')}
                accept={['image/*']}
                onChange={setUploads}
                onBusyChange={setBusy}
                resetKey={resetKey}
                error={error}
              />
            )}
          </>
        ) : (
          <TextInput
            aria-label={setting.name}
            value={value}
            readOnly={!editable}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
          />
        )}
        {editable && (
          <Group justify="flex-end">
            <Button
              size="xs"
              loading={save.isPending}
              disabled={busy || (isImage && uploads.length === 0)}
              onClick={() => save.mutate(isImage ? { image: uploads } : { value })}
            >
              {t('admin.settings.validate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
