import { Stack } from '@mantine/core';
import { type TStatus, ZStatusInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { ColorField, TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** The status-save modal: name fr/en and colour, for one project. */
export const statusForm: FormDescription<TStatus, typeof ZStatusInput> = {
  schema: ZStatusInput,
  size: 'md',
  values: (status, seed) => ({
    name: translationOf(status, 'name'),
    color: status?.color ?? '#f0932b',
    project_id: status?.project_id ?? (seed.project_id as number | undefined) ?? null,
  }),
  fields: () => (
    <Stack>
      <TranslatedField name="name" label={i18n.t('admin.statuses.name')} required />
      <ColorField name="color" label={i18n.t('admin.statuses.color')} required />
    </Stack>
  ),
};
