import { Button, Card, Code, Select, Stack, Text, Title } from '@mantine/core';
import type { TEmbedSettings } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { copyText } from './copy-text.ts';
import { embedSnippet } from './embed-snippet.ts';

/** The code to paste on the developer's site, for one of the site's projects, with a copy button. */
export function SnippetCard({ settings }: { settings: TEmbedSettings }) {
  const { t } = useTranslation();
  const { projects } = settings;
  const [projectId, setProjectId] = useState<string | null>(projects[0] ? String(projects[0].id) : null);
  const project = projects.find((candidate) => String(candidate.id) === projectId) ?? projects[0];
  const snippet = project
    ? embedSnippet({
        siteOrigin: settings.site_origin,
        embedPath: project.embed_path,
        title: t('admin.embed.snippet.frameTitle', { project: project.name }),
      })
    : '';
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3}>{t('admin.embed.snippet.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.embed.snippet.help')}
        </Text>
        {projects.length > 1 && (
          <Select
            label={t('admin.embed.snippet.project')}
            data={projects.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={projectId}
            onChange={setProjectId}
            allowDeselect={false}
          />
        )}
        {snippet && (
          <>
            <Code block data-testid="embed-snippet">
              {snippet}
            </Code>
            <Button
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => void copyText(snippet, 'admin.embed.snippet.copied')}
            >
              {t('admin.embed.snippet.copy')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
