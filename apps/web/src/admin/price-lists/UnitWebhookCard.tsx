import { Button, Code, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '@vitrine/core';
import type { TUnitWebhook } from '@vitrine/core/schemas/price-list';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ApiError } from '../api/admin-http.ts';
import { useSaveUnitWebhook, useUnitWebhook } from './price-list-calls.ts';

/** A corporation's unit-changes webhook for its admins: address, switch, signing secret, last deliveries. */
export function UnitWebhookCard({ corporationId }: { corporationId: number }) {
  const webhook = useUnitWebhook(corporationId).data;
  return webhook ? <WebhookForm key={webhook.corporation_id} webhook={webhook} /> : null;
}

function WebhookForm({ webhook }: { webhook: TUnitWebhook }) {
  const { t } = useTranslation();
  const save = useSaveUnitWebhook(webhook.corporation_id);
  const [url, setUrl] = useState(webhook.url);
  const [enabled, setEnabled] = useState(webhook.enabled);
  const urlError =
    save.error instanceof ApiError ? save.error.fieldErrors?.url?.join(' ') || undefined : undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('admin.priceLists.webhook.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.priceLists.webhook.intro')}
        </Text>
        <TextInput
          label={t('admin.priceLists.webhook.url')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={urlError}
        />
        <Switch
          label={t('admin.priceLists.webhook.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Group gap="xs" align="center">
          <Text size="sm">{t('admin.priceLists.webhook.secret')}</Text>
          <Code>{webhook.secret}</Code>
          <Button size="xs" variant="default" onClick={() => save.mutate(null)}>
            {t('admin.priceLists.webhook.regenerate')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => save.mutate({ url: url.trim(), enabled })}>
            {t('admin.form.save')}
          </Button>
        </Group>
        <Title order={5}>{t('admin.priceLists.webhook.deliveries')}</Title>
        {webhook.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.priceLists.webhook.noDeliveries')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {webhook.deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{formatDateTime(delivery.created_at)}</Table.Td>
                  <Table.Td>{t(`admin.priceLists.webhook.status.${delivery.status}`)}</Table.Td>
                  <Table.Td>
                    {t('admin.priceLists.webhook.attempts')} : {delivery.attempts}
                  </Table.Td>
                  <Table.Td>{delivery.last_error ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
