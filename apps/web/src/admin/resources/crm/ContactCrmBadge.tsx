import { Badge, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { CRM_PROVIDER_LABELS, formatDateTime, type TContact, type TCrmPush } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadedItems } from '../../shared/LoadedItems.tsx';
import { useContactPushes } from './crm-calls.ts';

const STATUS_COLORS: Record<string, string> = {
  pushed: 'teal',
  pending: 'yellow',
  failed: 'red',
  skipped: 'gray',
};

/** A contact's CRM state (contacts list); a click shows each CRM's push (GET /api/contacts/{id}/crm). */
export function ContactCrmBadge({ contact }: { contact: Pick<TContact, 'id' | 'email' | 'crm_status'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const pushes = useContactPushes(contact.id, opened);
  const status = contact.crm_status ?? 'skipped';
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          aria-label={t('admin.crm.pushes.show', { email: contact.email })}
          aria-expanded={opened}
        >
          <Badge variant="light" color={STATUS_COLORS[status]} style={{ cursor: 'pointer' }}>
            {t(`admin.crm.pushes.status.${status}`)}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          {t('admin.crm.pushes.title')}
        </Text>
        <Stack gap="sm">
          <LoadedItems pending={pushes.isPending} items={pushes.data} empty={t('admin.crm.pushes.none')}>
            {(push) => <PushLine key={push.provider} push={push} />}
          </LoadedItems>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One CRM's push of a lead: its state, attempts, dates and last error. */
export function PushLine({ push }: { push: TCrmPush }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-provider={push.provider}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {CRM_PROVIDER_LABELS[push.provider]}
        </Text>
        <Badge size="sm" variant="light" color={STATUS_COLORS[push.status]}>
          {t(`admin.crm.pushes.status.${push.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {[
          t('admin.crm.pushes.attempts', { count: push.attempts }),
          push.pushed_at && t('admin.crm.pushes.pushedAt', { date: formatDateTime(push.pushed_at) }),
          push.next_attempt_at &&
            t('admin.crm.pushes.nextAttempt', { date: formatDateTime(push.next_attempt_at) }),
          push.external_id && t('admin.crm.pushes.externalId', { id: push.external_id }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {push.last_error && push.status !== 'pushed' && (
        <Text size="xs" c="red">
          {push.last_error}
        </Text>
      )}
    </Stack>
  );
}
