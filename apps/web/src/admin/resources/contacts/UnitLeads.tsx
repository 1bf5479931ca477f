import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, type TContact } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useList } from '../../api/queries.ts';
import { LeadStatusBadge, leadName } from './lead-status.tsx';

/** A unit's leads on its page (newest first): name, date and status, each opening its contact page. */
export function UnitLeads({ unitId }: { unitId: number }) {
  const { t } = useTranslation();
  const leads = useList<TContact>('contacts', {
    filter: { unit_id: unitId },
    sort: '-created_at',
    perPage: 100,
  });
  const rows = leads.data?.data ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('admin.leads.unitLeads')}</Title>
        {leads.isPending ? null : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.leads.noUnitLeads')}
          </Text>
        ) : (
          <Table aria-label={t('admin.leads.unitLeads')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.contacts.name')}</Table.Th>
                <Table.Th>{t('admin.contacts.date')}</Table.Th>
                <Table.Th>{t('admin.leads.status.label')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminPaths.contact(contact.id)}>
                      {leadName(contact)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(contact.created_at)}</Table.Td>
                  <Table.Td>
                    <LeadStatusBadge status={contact.lead_status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
