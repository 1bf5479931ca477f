import { Button } from '@mantine/core';
import { formatDate, type TContact } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../api/error-reporting.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { ContactCrmBadge } from '../crm/ContactCrmBadge.tsx';
import { exportContacts } from './export-contacts.ts';

/** /admin/contacts — id and email, search by email, CSV export. */
export function ContactList() {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  async function runExport() {
    setExporting(true);
    try {
      await exportContacts(t('admin.contacts.exportFileName'));
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
      include={['status']}
      columns={[
        { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
        { key: 'email', label: t('admin.users.email'), sortField: 'email' },
        {
          key: 'name',
          label: t('admin.contacts.name'),
          render: (c) => `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
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
        <Button onClick={() => void runExport()} loading={exporting}>
          {t('admin.contacts.export')}
        </Button>
      }
      rowLabel={(contact) => contact.email}
    />
  );
}
