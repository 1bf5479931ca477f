import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPriceListPreview } from '@vitrine/core/schemas/price-list';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { changeValueText } from './change-values.ts';

/** Every change the file would make (unit, field, from → to) and every refused line, then Appliquer / Annuler. */
export function PriceListPreview({
  preview,
  statusLabel,
  applying,
  onApply,
  onCancel,
}: {
  preview: TPriceListPreview;
  statusLabel: (id: number) => string | undefined;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const none = t('admin.priceLists.none');
  const { changes, refusals } = preview;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('admin.priceLists.previewTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.priceLists.unchanged', { count: preview.unchanged })}
        </Text>
        <Title order={5}>{t('admin.priceLists.changesTitle', { count: changes.length })}</Title>
        {changes.length === 0 ? (
          <Text size="sm">{t('admin.priceLists.noChanges')}</Text>
        ) : (
          <Table aria-label={t('admin.priceLists.changesTitle', { count: changes.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.priceLists.line')}</Table.Th>
                <Table.Th>{t('admin.priceLists.unit')}</Table.Th>
                <Table.Th>{t('admin.priceLists.field')}</Table.Th>
                <Table.Th>{t('admin.priceLists.from')}</Table.Th>
                <Table.Th>{t('admin.priceLists.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={`${change.unit_id}-${change.field}`}>
                  <Table.Td>{change.line}</Table.Td>
                  <Table.Td>{change.unit}</Table.Td>
                  <Table.Td>{t(`admin.priceLists.fields.${change.field}`)}</Table.Td>
                  <Table.Td>{changeValueText(change.field, change.from, statusLabel, none)}</Table.Td>
                  <Table.Td>{changeValueText(change.field, change.to, statusLabel, none)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {refusals.length > 0 && (
          <>
            <Title order={5} c="red">
              {t('admin.priceLists.refusalsTitle', { count: refusals.length })}
            </Title>
            <Table aria-label={t('admin.priceLists.refusalsTitle', { count: refusals.length })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.priceLists.line')}</Table.Th>
                  <Table.Th>{t('admin.priceLists.unit')}</Table.Th>
                  <Table.Th>{t('admin.priceLists.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refusals.map((refusal) => (
                  <Table.Tr key={refusal.line}>
                    <Table.Td>{refusal.line}</Table.Td>
                    <Table.Td>{refusal.unit}</Table.Td>
                    <Table.Td>{refusal.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.priceLists.cancel')}
          </Button>
          <Button onClick={onApply} loading={applying} disabled={changes.length === 0}>
            {t('admin.priceLists.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
