import { Alert, Badge, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TApiKey, TCreatedApiKey } from '@vitrine/core';
import { formatDate, formatDateTime } from '@vitrine/core/format';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ApiError } from '../api/admin-http.ts';
import { askConfirmation } from '../shared/confirm/confirm-store.ts';
import { copyText } from './copy-text.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './embed-calls.ts';

const READ_API_PATH = '/api/public/v1';
const DOCS_PATH = '/api/docs/json';

/** The site's read-API keys: create one (shown once, with a copy button), list and revoke them. */
export function ApiKeysCard({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const keys = useApiKeys(domainId);
  const create = useCreateApiKey(domainId);
  const revoke = useRevokeApiKey(domainId);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const nameError = create.error instanceof ApiError ? create.error.fieldErrors?.name?.join(' ') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: ({ data }) => {
        setCreated(data);
        setName('');
      },
    });
  };

  const confirmRevoke = async (key: TApiKey) => {
    const yes = await askConfirmation({
      title: t('admin.embed.keys.revoke'),
      message: t('admin.embed.keys.revokeConfirm', { name: key.name }),
      yes: t('admin.embed.keys.revoke'),
      no: t('admin.form.cancel'),
      danger: true,
    });
    if (yes) revoke.mutate(key.id);
  };

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3}>{t('admin.embed.keys.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.embed.keys.help', { path: READ_API_PATH, docs: DOCS_PATH })}
        </Text>
        <Group component="form" onSubmit={submit} align="flex-end">
          <TextInput
            label={t('admin.embed.keys.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
          />
          <Button type="submit" loading={create.isPending}>
            {t('admin.embed.keys.create')}
          </Button>
        </Group>
        {created && (
          <Alert color="teal" title={t('admin.embed.keys.created', { name: created.name })}>
            <Group>
              <Code data-testid="created-api-key">{created.key}</Code>
              <Button
                size="xs"
                variant="default"
                onClick={() => void copyText(created.key, 'admin.embed.keys.copied')}
              >
                {t('admin.embed.keys.copy')}
              </Button>
            </Group>
          </Alert>
        )}
        {keys.data && keys.data.length === 0 && <Text size="sm">{t('admin.embed.keys.none')}</Text>}
        {keys.data && keys.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.embed.keys.name')}</Table.Th>
                <Table.Th>{t('admin.embed.keys.prefix')}</Table.Th>
                <Table.Th>{t('admin.embed.keys.createdAt')}</Table.Th>
                <Table.Th>{t('admin.embed.keys.lastUsed')}</Table.Th>
                <Table.Th>{t('admin.embed.keys.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{formatDate(key.created_at)}</Table.Td>
                  <Table.Td>
                    {key.last_used_at ? formatDateTime(key.last_used_at) : t('admin.embed.keys.never')}
                  </Table.Td>
                  <Table.Td>
                    {key.revoked_at ? (
                      <Badge color="gray">
                        {t('admin.embed.keys.revoked', { date: formatDate(key.revoked_at) })}
                      </Badge>
                    ) : (
                      <Badge color="teal">{t('admin.embed.keys.active')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!key.revoked_at && (
                      <Button size="xs" color="red" variant="light" onClick={() => void confirmRevoke(key)}>
                        {t('admin.embed.keys.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
