import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/admin-http.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { notifySuccess } from '../../shared/notify.ts';

/** A titled upload box with its "Envoyer" button: the files go to `send` once all are uploaded. */
export function UploadCard({
  title,
  help,
  accept,
  multiple = false,
  maxFiles,
  send,
  onSent,
}: {
  title: string;
  help?: string;
  accept: string[];
  multiple?: boolean;
  maxFiles?: number;
  send: (ids: string[]) => Promise<unknown>;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    setSending(true);
    setError(undefined);
    try {
      await send(ids);
      notifySuccess(i18next.t('admin.toasts.filesUploaded'));
      setIds([]);
      setRound((value) => value + 1);
      onSent?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors)
        setError(Object.values(failure.fieldErrors).flat().join(' '));
      else reportApiError(failure, 'mutation');
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={4}>{title}</Title>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        <FileUpload
          accept={accept}
          multiple={multiple}
          {...(maxFiles && { maxFiles })}
          onChange={setIds}
          onBusyChange={setBusy}
          resetKey={round}
          error={error}
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={sending} disabled={busy || ids.length === 0}>
            {t('admin.media.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
