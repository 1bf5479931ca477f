import {
  Badge,
  Button,
  Card,
  Collapse,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TCrmConnection } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { StatusChoice } from '../statuses/use-project-statuses.ts';
import { ConnectionForm } from './ConnectionForm.tsx';

interface ConnectionCardProps {
  projectId: number;
  connection: TCrmConnection;
  /** The project's id at this provider (emerige_id…), which every call needs. */
  externalId: string | null | undefined;
  statuses: readonly StatusChoice[];
}

/**
 * One provider's card: configured / enabled, the project's id there, its own status words and
 * Adlead's webhook address; the form opens on demand. Mount it with a key that changes once
 * saved, so that it closes and its boxes of secrets are empty again.
 */
export function ConnectionCard({ projectId, connection, externalId, statuses }: ConnectionCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const label = connection.label;
  const ownWords = Object.entries(connection.status_map).map(
    ([word, id]) => `${word} → ${statuses.find((status) => status.id === id)?.label ?? `#${id}`}`,
  );
  return (
    <Card withBorder padding="lg" data-provider={connection.provider} aria-label={label} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3}>{label}</Title>
        <Group gap={6}>
          <Badge variant="light" color={connection.configured ? 'teal' : 'gray'}>
            {t(connection.configured ? 'admin.crm.state.configured' : 'admin.crm.state.notConfigured')}
          </Badge>
          {connection.configured && (
            <Badge variant="light" color={connection.enabled ? 'teal' : 'orange'}>
              {t(connection.enabled ? 'admin.crm.state.enabled' : 'admin.crm.state.disabled')}
            </Badge>
          )}
        </Group>
      </Group>
      <Stack gap={4} mb="sm">
        <Text size="sm" c="dimmed">
          {t(`admin.crm.providers.${connection.provider}`)}
        </Text>
        <Text size="sm" c={externalId ? undefined : 'orange.8'}>
          {externalId
            ? t('admin.crm.externalId', { system: label, id: externalId })
            : t('admin.crm.missingExternalId', { system: label })}
        </Text>
        {ownWords.length > 0 && (
          <Text size="sm">{t('admin.crm.statusMap.summary', { words: ownWords.join(', ') })}</Text>
        )}
      </Stack>
      {connection.webhook_url && <WebhookAddress url={connection.webhook_url} />}
      <Collapse in={editing}>
        {editing && (
          <ConnectionForm
            projectId={projectId}
            connection={connection}
            statuses={statuses}
            onCancel={() => setEditing(false)}
          />
        )}
      </Collapse>
      {!editing && (
        <Group justify="flex-end" mt="sm">
          <Button variant={connection.configured ? 'default' : 'filled'} onClick={() => setEditing(true)}>
            {t(connection.configured ? 'admin.crm.edit' : 'admin.crm.configure')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function WebhookAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" mb="sm">
      <TextInput
        label={t('admin.crm.webhook.label')}
        description={t('admin.crm.webhook.help')}
        value={url}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant="default" color={copied ? 'teal' : undefined} onClick={copy}>
            {t(copied ? 'admin.crm.webhook.copied' : 'admin.crm.webhook.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
