import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { SelectField, TextField, useFieldError } from '../../shared/form-fields.tsx';
import type { StatusChoice } from '../statuses/use-project-statuses.ts';
import type { ConnectionFormValues } from './connection-form.ts';

/** The status mapping's override: one row per CRM status word and the status it gives the units. */
export function StatusMapField({ statuses }: { statuses: readonly StatusChoice[] }) {
  const { t } = useTranslation();
  const rows = useFieldArray<ConnectionFormValues, 'status_map'>({ name: 'status_map' });
  const error = useFieldError('status_map');
  const choices = statuses.map((status) => ({ value: status.id, label: status.label }));
  return (
    <Stack gap={6} data-field="status_map">
      <Text size="sm" fw={500}>
        {t('admin.crm.statusMap.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('admin.crm.statusMap.help')}
      </Text>
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
          <TextField
            name={`status_map.${index}.word`}
            label={t('admin.crm.statusMap.word')}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <div style={{ flex: 1 }}>
            <SelectField
              name={`status_map.${index}.status_id`}
              label={t('admin.crm.statusMap.status')}
              choices={choices}
              clearable={false}
            />
          </div>
          <CloseButton
            mb={6}
            aria-label={t('admin.crm.statusMap.remove')}
            title={t('admin.crm.statusMap.remove')}
            onClick={() => rows.remove(index)}
          />
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => rows.append({ word: '', status_id: null })}>
          {t('admin.crm.statusMap.add')}
        </Button>
      </Group>
    </Stack>
  );
}
