import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { type DefaultValues, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Id } from '../api/data-layer.ts';
import { useSave } from '../api/queries.ts';
import type { ResourceName } from '../api/resources.ts';
import { closeModal, MODAL_SIZES, type ModalSize, useNamedModal } from './modal-store.ts';
import { schemaResolver } from './schema-resolver.ts';
import { applyServerErrors } from './server-errors.ts';
import { UnplacedErrors } from './UnplacedErrors.tsx';
import { UploadBusyContext, useUploadsBusy } from './UploadField.tsx';
import { closeUnlessUnsaved, useUnsavedChanges } from './unsaved/unsaved-store.ts';

/** How a resource is edited in a modal: its core write schema, the form values of a row, the fields. */
export interface FormDescription<Row, Schema extends z.ZodType<unknown, Record<string, unknown>>> {
  schema: Schema;
  /** Form values for a row, or for a new item (row undefined; `seed` from the opener). */
  values: (row: Row | undefined, seed: Record<string, unknown>) => z.input<Schema>;
  fields: (row: Row | undefined) => ReactNode;
  size?: ModalSize;
  /** The body sent; the schema's parsed output by default. */
  toBody?: (values: z.output<Schema>, row: Row | undefined) => unknown;
}

/** What a "<resource>-save" modal is opened with. */
export interface SaveModalData<Row> {
  row?: Row;
  seed?: Record<string, unknown>;
}

interface FormModalProps<Row extends { id: Id }, Schema extends z.ZodType<unknown, Record<string, unknown>>> {
  resource: ResourceName;
  form: FormDescription<Row, Schema>;
  title: (row: Row | undefined) => string;
  include?: readonly string[];
  invalidate?: ResourceName[];
  onSaved?: (saved: Row) => void;
}

/** The "<resource>-save" modal: create or update, with the server's 422 errors under each field. */
export function FormModal<Row extends { id: Id }, Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  props: FormModalProps<Row, Schema>,
) {
  const { opened, data } = useNamedModal<SaveModalData<Row>>(`${props.resource}-save`);
  const small = useMediaQuery('(max-width: 48em)');
  const row = data?.row;
  return (
    <Modal
      opened={opened}
      onClose={closeUnlessUnsaved}
      title={props.title(row)}
      size={MODAL_SIZES[props.form.size ?? 'md']}
      fullScreen={small}
      styles={{ content: { minWidth: 'min(380px, 96vw)' } }}
    >
      {opened && <FormBody {...props} row={row} seed={data?.seed ?? {}} />}
    </Modal>
  );
}

function FormBody<Row extends { id: Id }, Schema extends z.ZodType<unknown, Record<string, unknown>>>({
  resource,
  form: description,
  include,
  invalidate,
  onSaved,
  row,
  seed,
}: FormModalProps<Row, Schema> & { row: Row | undefined; seed: Record<string, unknown> }) {
  const { t } = useTranslation();
  const save = useSave<Row>(resource, { ...(include && { include }), ...(invalidate && { invalidate }) });
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: schemaResolver(description.schema),
    defaultValues: description.values(row, seed) as DefaultValues<z.input<Schema>>,
  });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const uploads = useUploadsBusy();
  const formElement = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    try {
      const body = description.toBody ? description.toBody(values, row) : values;
      const saved = await save.mutateAsync({ id: row?.id, body });
      unsaved.forget();
      closeModal();
      onSaved?.(saved);
    } catch (error) {
      setUnplaced(applyServerErrors(form, error, formElement.current) ?? []);
    }
  });

  return (
    <FormProvider {...form}>
      <UploadBusyContext.Provider value={uploads.report}>
        <form
          ref={formElement}
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void submit(event);
          }}
        >
          <Stack>
            <UnplacedErrors messages={unplaced} />
            {description.fields(row)}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeUnlessUnsaved}>
                {t('admin.form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={save.isPending || uploads.busy}>
                {t('admin.form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </UploadBusyContext.Provider>
    </FormProvider>
  );
}
