import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TFileRef } from '@vitrine/core';
import { useCallback, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUpload } from './FileUpload.tsx';
import { useFieldError } from './form-fields.tsx';

/** Which upload fields are busy; the form's save button waits for none. */
export function useUploadsBusy() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const report = useCallback((key: string, value: boolean) => {
    setBusy((current) => (current[key] === value ? current : { ...current, [key]: value }));
  }, []);
  return { busy: Object.values(busy).some(Boolean), report };
}

/**
 * A file field of a write input (ZUploadIds): undefined keeps the current file, a list of
 * upload ids replaces it, null removes it. Shows a link to the current file.
 */
export function UploadField({
  name,
  label,
  current,
  accept,
  onBusyChange,
}: {
  name: string;
  label: string;
  current?: TFileRef | null | undefined;
  accept?: string[];
  onBusyChange: (key: string, busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <Stack gap={4}>
      <FileUpload
        label={label}
        accept={accept}
        error={error}
        onBusyChange={(busy) => onBusyChange(name, busy)}
        onChange={(ids) => field.onChange(ids.length > 0 ? ids : undefined)}
      />
      {current?.url && (
        <Group gap="md">
          <Anchor href={current.url} target="_blank" rel="noopener" size="sm">
            {t('admin.units.downloadCurrentPlan')}
          </Anchor>
          <Checkbox
            size="xs"
            label={t('admin.units.removePlan')}
            checked={field.value === null}
            onChange={(event) => field.onChange(event.currentTarget.checked ? null : undefined)}
          />
        </Group>
      )}
      {!current?.url && (
        <Text size="xs" c="dimmed">
          {t('admin.units.noPlan')}
        </Text>
      )}
    </Stack>
  );
}
