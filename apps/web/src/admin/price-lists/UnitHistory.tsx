import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@vitrine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { changeValueText } from './change-values.ts';
import { useUnitHistory } from './price-list-calls.ts';

/** The status and price changes of a unit (its page) or of a floor's units (the floor's page). */
export function UnitHistory(props: { unitId: number } | { floorId: number }) {
  const { t } = useTranslation();
  const history = useUnitHistory(props);
  const rows = history.data ?? [];
  const ofFloor = 'floorId' in props;
  const title = t(ofFloor ? 'admin.priceLists.history.floorTitle' : 'admin.priceLists.history.unitTitle');
  const none = t('admin.priceLists.none');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {history.isPending ? null : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.priceLists.history.empty')}
          </Text>
        ) : (
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.priceLists.history.when')}</Table.Th>
                {ofFloor && <Table.Th>{t('admin.priceLists.unit')}</Table.Th>}
                <Table.Th>{t('admin.priceLists.field')}</Table.Th>
                <Table.Th>{t('admin.priceLists.from')}</Table.Th>
                <Table.Th>{t('admin.priceLists.to')}</Table.Th>
                <Table.Th>{t('admin.priceLists.history.sourceLabel')}</Table.Th>
                <Table.Th>{t('admin.priceLists.history.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td>{formatDateTime(change.at)}</Table.Td>
                  {ofFloor && <Table.Td>{change.unit_name}</Table.Td>}
                  <Table.Td>{t(`admin.priceLists.fields.${change.field}`)}</Table.Td>
                  <Table.Td>
                    {changeValueText(change.field, change.from, () => change.from_label ?? undefined, none)}
                  </Table.Td>
                  <Table.Td>
                    {changeValueText(change.field, change.to, () => change.to_label ?? undefined, none)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`admin.priceLists.history.source.${change.source}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{change.user?.name ?? t('admin.priceLists.history.nobody')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
