import { Anchor, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import type { TFileRef } from '@vitrine/core';
import { createContext, useCallback, useContext, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FileUpload } from './FileUpload.tsx';
import { useFieldError } from './form-fields.tsx';

type ReportBusy = (key: string, busy: boolean) => void;

/** Lets the upload fields of a form tell it when they are busy (its save button waits). */
export const UploadBusyContext = createContext<ReportBusy>(() => undefined);

/** Which upload fields are busy; provide `report` through UploadBusyContext. */
export function useUploadsBusy() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const report = useCallback((key: string, value: boolean) => {
    setBusy((current) => (current[key] === value ? current : { ...current, [key]: value }));
  }, []);
  return { busy: Object.values(busy).some(Boolean), report };
}

/** What an upload field holds, for its "no …" and "remove the current …" wording (`admin.uploadField.*`). */
export type UploadKind = 'plan' | 'image' | 'video' | 'file';

/**
 * A file field of a write input (ZUploadIds): undefined keeps the current file, a list of
 * upload ids replaces it, null removes it. Shows the current file (a link, or a picture).
 */
export function UploadField({
  name,
  label,
  current,
  accept,
  multiple = false,
  preview = false,
  kind = preview ? 'image' : 'file',
}: {
  name: string;
  label: string;
  current?: TFileRef | null | undefined;
  accept?: string[];
  multiple?: boolean;
  /** Show the current file as a picture rather than a download link. */
  preview?: boolean;
  /** What is uploaded: an image when previewed, else a file. */
  kind?: UploadKind;
}) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const reportBusy = useContext(UploadBusyContext);
  return (
    <Stack gap={4} data-field={name}>
      <FileUpload
        label={label}
        accept={accept}
        multiple={multiple}
        error={error}
        onBusyChange={(busy) => reportBusy(name, busy)}
        onChange={(ids) => field.onChange(ids.length > 0 ? ids : undefined)}
      />
      {current?.url ? (
        <Group gap="md">
          {preview ? (
            <Image src={current.url} alt="" h={60} w="auto" fit="contain" />
          ) : (
            <Anchor href={current.url} target="_blank" rel="noopener" size="sm">
              {t(`admin.uploadField.${kind}.download`)}
            </Anchor>
          )}
          <Checkbox
            size="xs"
            label={t(`admin.uploadField.${kind}.remove`)}
            checked={field.value === null}
            onChange={(event) => field.onChange(event.currentTarget.checked ? null : undefined)}
          />
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t(`admin.uploadField.${kind}.none`)}
        </Text>
      )}
    </Stack>
  );
}
