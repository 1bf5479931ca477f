import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type TContactMail } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadedItems } from '../../shared/LoadedItems.tsx';
import { PushLine } from '../crm/ContactCrmBadge.tsx';
import { useContactPushes } from '../crm/crm-calls.ts';
import { useContactMails } from './contact-calls.ts';

const MAIL_STATE_COLORS: Record<TContactMail['state'], string> = {
  sent: 'teal',
  failed: 'red',
  pending: 'yellow',
};
const KNOWN_KINDS = new Set(['lead-visitor', 'lead-sales']);

function MailLine({ mail }: { mail: TContactMail }) {
  const { t } = useTranslation();
  const kind = mail.kind && KNOWN_KINDS.has(mail.kind) ? mail.kind : 'other';
  return (
    <Stack gap={2} data-mail-state={mail.state}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t(`admin.leads.mailKinds.${kind}`)} · {mail.subject}
        </Text>
        <Badge size="sm" variant="light" color={MAIL_STATE_COLORS[mail.state]}>
          {t(`admin.leads.mailState.${mail.state}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {[
          t('admin.leads.mailTo', { to: mail.to }),
          formatDateTime(mail.created_at),
          mail.sent_at && t('admin.leads.mailSentAt', { date: formatDateTime(mail.sent_at) }),
          mail.failed_at && t('admin.leads.mailFailedAt', { date: formatDateTime(mail.failed_at) }),
          t('admin.leads.mailAttempts', { count: mail.attempts }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {mail.last_error && (
        <Text size="xs" c="red">
          {mail.last_error}
        </Text>
      )}
    </Stack>
  );
}

/** The mails the outbox sent (or failed to send) about a lead. */
export function LeadMails({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const mails = useContactMails(contactId);
  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.leads.mails')}</Title>
      <LoadedItems pending={mails.isPending} items={mails.data} empty={t('admin.leads.noMails')}>
        {(mail) => <MailLine key={mail.id} mail={mail} />}
      </LoadedItems>
    </Stack>
  );
}

/** A lead's pushes to the project's CRMs and their state. */
export function LeadCrmPushes({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const pushes = useContactPushes(contactId, true);
  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.leads.crm')}</Title>
      <LoadedItems pending={pushes.isPending} items={pushes.data} empty={t('admin.crm.pushes.none')}>
        {(push) => <PushLine key={push.provider} push={push} />}
      </LoadedItems>
    </Stack>
  );
}
