import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ApiError } from '../api/admin-http.ts';
import { useEmbedSettings, useSaveOrigins } from './embed-calls.ts';

/** The origins allowed to embed the site, one per line; the server's 422 names the bad lines. */
export function OriginsCard({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const settings = useEmbedSettings(domainId);
  const save = useSaveOrigins(domainId);
  const [text, setText] = useState('');
  const saved = settings.data?.origins;
  useEffect(() => {
    if (saved) setText(saved.join('\n'));
  }, [saved]);

  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : null;
  const errors = fieldErrors
    ? Object.entries(fieldErrors).flatMap(([field, messages]) => {
        const index = /^origins\.(\d+)$/.exec(field)?.[1];
        const line = index === undefined ? '' : `${lines[Number(index)] ?? ''} — `;
        return messages.map((message) => `${line}${message}`);
      })
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(lines);
  };

  return (
    <Card withBorder component="form" onSubmit={submit}>
      <Stack gap="xs">
        <Title order={3}>{t('admin.embed.origins.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.embed.origins.help')}
        </Text>
        <Textarea
          label={t('admin.embed.origins.label')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          error={errors.length > 0 ? errors.join('\n') : undefined}
          styles={{ error: { whiteSpace: 'pre-line' } }}
        />
        {saved && saved.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('admin.embed.origins.none')}
          </Text>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('admin.embed.origins.save')}
        </Button>
      </Stack>
    </Card>
  );
}
