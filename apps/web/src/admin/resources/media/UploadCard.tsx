import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { i18n } from '../../../i18n/translations.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { ApiError } from '../../api/admin-http.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { notifySuccess } from '../../shared/notify.ts';
import { JobFailedError, jobPercent, type MediaJob } from './media-calls.ts';

/**
 * A titled upload box with its "Envoyer" button: the files go to `send` once all are uploaded.
 * A send that queues a background job reports it (`onJob`): its progress shows under the box,
 * and its failure as the box's error.
 */
export function UploadCard({
  title,
  help,
  accept,
  multiple = false,
  maxFiles,
  send,
  onSent,
  sentMessage,
  children,
}: {
  title: string;
  help?: string;
  accept: string[];
  multiple?: boolean;
  maxFiles?: number;
  send: (ids: string[], onJob: (job: MediaJob) => void) => Promise<unknown>;
  onSent?: () => void;
  /** The toast once sent (default "Fichiers envoyés"). */
  sentMessage?: string;
  /** What the last upload told (a tour's scene report), under the file field. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [job, setJob] = useState<MediaJob | null>(null);

  async function submit() {
    setSending(true);
    setError(undefined);
    setJob(null);
    try {
      await send(ids, setJob);
      notifySuccess(sentMessage ?? i18n.t('admin.toasts.filesUploaded'));
      setIds([]);
      setRound((value) => value + 1);
      onSent?.();
    } catch (failure) {
      if (failure instanceof JobFailedError)
        setError(i18n.t('admin.media.jobFailed', { reason: failure.message }));
      else if (failure instanceof ApiError && failure.fieldErrors)
        setError(Object.values(failure.fieldErrors).flat().join(' '));
      else reportApiError(failure, 'mutation');
    } finally {
      setSending(false);
      setJob(null);
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
        {job && <JobProgress job={job} />}
        {children}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={sending} disabled={busy || ids.length === 0}>
            {t('admin.media.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A background job at work: a bar with what it has done ("Traitement des images : 12 / 29"). */
function JobProgress({ job }: { job: MediaJob }) {
  const { t } = useTranslation();
  const queued = job.status === 'queued';
  const label = queued
    ? t('admin.media.jobQueued')
    : t('admin.media.jobRunning', { progress: job.progress, total: job.total });
  return (
    <Stack gap={4} data-job-status={job.status}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={jobPercent(job)} animated={queued} striped={queued} aria-label={label} />
    </Stack>
  );
}
