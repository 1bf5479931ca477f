import {
  Anchor,
  Button,
  Center,
  Divider,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime, type TContact, type TDomain, type TUnit } from '@vitrine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { ViewedUnits } from '../../analytics/ViewedUnits.tsx';
import { useItem } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { LeadFollowUp } from './LeadFollowUp.tsx';
import { LeadCrmPushes, LeadMails } from './LeadMessages.tsx';
import { LeadStatusBadge, leadName } from './lead-status.tsx';

type ContactWithPlace = TContact & { unit?: TUnit | null; domain?: TDomain | null };
const CONTACT_INCLUDE = ['unit', 'domain'] as const;

/** One thing the visitor sent: its label above, its value (or a dimmed "none") below. */
function Sent({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children || '—'}</div>
    </Stack>
  );
}

/** What the visitor sent, as they sent it: name, e-mail, phone, message, unit, language, site, date. */
function SentByVisitor({ contact }: { contact: ContactWithPlace }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const unit = contact.unit;
  const domain = contact.domain;
  const locale = contact.locale === 'en' || contact.locale === 'fr' ? contact.locale : null;
  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.leads.sent')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Sent label={t('admin.leads.firstName')}>{contact.first_name}</Sent>
        <Sent label={t('admin.leads.lastName')}>{contact.last_name}</Sent>
        <Sent label={t('admin.leads.email')}>
          <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Sent>
        <Sent label={t('admin.leads.phone')}>
          {contact.phone && (
            <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</Anchor>
          )}
        </Sent>
        <Sent label={t('admin.leads.unit')}>
          {unit ? (
            <Anchor component={Link} to={adminPaths.unitEdit(unit.id)}>
              {translated(unit, 'fullname') || unit.name}
            </Anchor>
          ) : (
            <Text c="dimmed">{t('admin.leads.noUnit')}</Text>
          )}
        </Sent>
        <Sent label={t('admin.leads.date')}>{formatDateTime(contact.created_at)}</Sent>
        <Sent label={t('admin.leads.language')}>
          {locale ? t(`admin.leads.languages.${locale}`) : contact.locale}
        </Sent>
        <Sent label={t('admin.leads.site')}>
          {domain && `${translated(domain, 'name')} (${domain.host})`}
        </Sent>
        <Sent label={t('admin.leads.source')}>{t(`admin.leads.sources.${contact.source}`)}</Sent>
      </SimpleGrid>
      {contact.url && (
        <Sent label={t('admin.leads.page')}>
          <Anchor href={contact.url} target="_blank" rel="noreferrer" size="sm">
            {contact.url}
          </Anchor>
        </Sent>
      )}
      <Sent label={t('admin.leads.message')}>
        {contact.body ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="lead-message">
            {contact.body}
          </Text>
        ) : (
          <Text c="dimmed">{t('admin.leads.noMessage')}</Text>
        )}
      </Sent>
    </Stack>
  );
}

/** /admin/contact/:id — a lead: what the visitor sent, its follow-up, its CRM pushes and mails. */
export function ContactShow() {
  const { t } = useTranslation();
  const id = useIdParam();
  const contact = useItem<ContactWithPlace>('contacts', id, CONTACT_INCLUDE).data;
  useLoadedContext({ domainId: contact?.domain_id ?? null, projectId: contact?.project_id ?? null });
  if (!contact) {
    return (
      <Center mt="xl">
        <Loader />
      </Center>
    );
  }
  const name = leadName(contact);
  return (
    <Stack gap="md">
      <Breadcrumbs
        crumbs={[{ label: t('admin.contacts.title'), to: adminPaths.contacts }, { label: name }]}
      />
      <PageHeader title={t('admin.leads.title', { name })}>
        <LeadStatusBadge status={contact.lead_status} />
        <Button component={Link} to={adminPaths.contacts} variant="default">
          {t('admin.leads.back')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md">
        <SentByVisitor contact={contact} />
        <Divider my="md" />
        <ViewedUnits contactId={contact.id} />
      </Paper>
      <Paper withBorder p="md">
        <LeadFollowUp contact={contact} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <LeadCrmPushes contactId={contact.id} />
        </Paper>
        <Paper withBorder p="md">
          <LeadMails contactId={contact.id} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
