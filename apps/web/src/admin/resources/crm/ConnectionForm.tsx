import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { crmCredentialFields, type TCrmConnection } from '@vitrine/core';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PasswordField, SwitchField, TextField, useFieldError } from '../../shared/form-fields.tsx';
import { applyServerErrors } from '../../shared/server-errors.ts';
import { UnplacedErrors } from '../../shared/UnplacedErrors.tsx';
import { mayLeaveUnsaved, useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import type { StatusChoice } from '../statuses/use-project-statuses.ts';
import {
  type ConnectionFormValues,
  connectionBody,
  connectionFormValues,
  credentialsNeededAgain,
  placeConnectionErrors,
} from './connection-form.ts';
import { useSaveConnection } from './crm-calls.ts';
import { StatusMapField } from './StatusMapField.tsx';

interface ConnectionFormProps {
  projectId: number;
  connection: TCrmConnection;
  statuses: readonly StatusChoice[];
  onCancel: () => void;
}

/** Base URL, credentials, status mapping and switch of one connection, with the server's 422 under each field. */
export function ConnectionForm({ projectId, connection, statuses, onCancel }: ConnectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveConnection(projectId, connection.provider);
  const form = useForm<ConnectionFormValues>({ defaultValues: connectionFormValues(connection) });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const formElement = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const cancel = () =>
    void mayLeaveUnsaved().then((leave) => {
      if (leave) onCancel();
    });

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const result = connectionBody(values, connection, {
      required: t('admin.form.required'),
      credentialsAgain: t('admin.crm.fields.credentialsAgain'),
    });
    if (result.errors) {
      for (const [path, message] of Object.entries(result.errors)) {
        form.setError(path as never, { type: 'client', message });
      }
      return;
    }
    try {
      await save.mutateAsync(result.body);
      unsaved.forget();
    } catch (error) {
      setUnplaced(applyServerErrors(form, placeConnectionErrors(error), formElement.current) ?? []);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => {
          form.clearErrors();
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <UnplacedErrors messages={unplaced} />
          <TextField
            name="base_url"
            label={t('admin.crm.fields.base_url')}
            type="url"
            placeholder="https://"
            autoComplete="off"
            required={!connection.configured}
            description={connection.configured ? t('admin.crm.fields.baseUrlKept') : undefined}
          />
          <CredentialFields connection={connection} />
          {connection.offers_stock && <StatusMapField statuses={statuses} />}
          <SwitchField name="enabled" label={t('admin.crm.fields.enabled')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('admin.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.crm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The provider's credentials: secrets in password boxes, all of them empty (write-only), and
 * required again once a saved connection is given a new address.
 */
function CredentialFields({ connection }: { connection: TCrmConnection }) {
  const { t } = useTranslation();
  const error = useFieldError('credentials');
  const baseUrl = useWatch<ConnectionFormValues, 'base_url'>({ name: 'base_url' });
  const again = credentialsNeededAgain({ base_url: baseUrl ?? '' }, connection);
  return (
    <Fieldset legend={t('admin.crm.fields.credentials')} variant="filled" data-field="credentials">
      <Stack gap="xs">
        {crmCredentialFields(connection.provider).map((field) => {
          const props = {
            name: `credentials.${field.name}`,
            label: t(`admin.crm.fields.${field.name}`),
            required: (again || !connection.configured) && !field.optional,
            description:
              again && !field.optional
                ? t('admin.crm.fields.credentialsAgain')
                : connection.configured
                  ? t('admin.crm.fields.credentialsKept')
                  : field.optional
                    ? t('admin.crm.fields.optionalOrigin')
                    : undefined,
          };
          return field.secret ? (
            <PasswordField key={field.name} {...props} />
          ) : (
            <TextField key={field.name} {...props} autoComplete="off" />
          );
        })}
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
