import { Anchor, Button, Select } from '@mantine/core';
import { formatDate, type TContact } from '@vitrine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import { useListState } from '../../shared/list-state.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { ContactCrmBadge } from '../crm/ContactCrmBadge.tsx';
import { exportContacts } from './export-contacts.ts';
import { LeadStatusBadge, useLeadStatusChoices } from './lead-status.tsx';

/**
 * /admin/contacts — the leads: search by e-mail, filter by follow-up status (kept in the URL),
 * each one's page a click away, and a CSV export of the leads of the chosen status (the e-mail
 * search narrows the screen only).
 */
export function ContactList() {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const state = useListState(undefined, 'contacts');
  const statusChoices = useLeadStatusChoices();
  const leadStatus = state.filters.lead_status ?? '';
  async function runExport() {
    setExporting(true);
    try {
      await exportContacts(t('admin.contacts.exportFileName'), { lead_status: leadStatus });
    } catch (error) {
      reportApiError(error, 'mutation');
    } finally {
      setExporting(false);
    }
  }
  return (
    <ResourceList<TContact, never>
      resource="contacts"
      title={t('admin.contacts.title')}
      searchFilter="email"
      filter={leadStatus ? { lead_status: leadStatus } : {}}
      include={['status']}
      columns={[
        { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
        {
          key: 'email',
          label: t('admin.users.email'),
          sortField: 'email',
          render: (contact) => (
            <Anchor component={Link} to={adminPaths.contact(contact.id)}>
              {contact.email}
            </Anchor>
          ),
        },
        {
          key: 'name',
          label: t('admin.contacts.name'),
          render: (c) => `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
        },
        {
          key: 'lead_status',
          label: t('admin.leads.status.label'),
          render: (contact) => <LeadStatusBadge status={contact.lead_status} />,
        },
        {
          key: 'crm_status',
          label: t('admin.crm.pushes.column'),
          render: (contact) => <ContactCrmBadge contact={contact} />,
        },
        {
          key: 'created_at',
          label: t('admin.contacts.date'),
          sortField: 'created_at',
          render: (c) => formatDate(c.created_at),
        },
      ]}
      toolbar={
        <>
          <Select
            aria-label={t('admin.leads.statusFilter')}
            placeholder={t('admin.leads.allStatuses')}
            data={statusChoices}
            value={leadStatus || null}
            onChange={(value) => state.setFilter('lead_status', value)}
            clearable
            w={180}
          />
          <Button onClick={() => void runExport()} loading={exporting}>
            {t('admin.contacts.export')}
          </Button>
        </>
      }
      manage={(contact) => adminPaths.contact(contact.id)}
      rowLabel={(contact) => contact.email}
    />
  );
}
