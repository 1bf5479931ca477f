import { type TCorporation, ZCorporationInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** The corporation-save modal: its name in fr and en. */
export const corporationForm: FormDescription<TCorporation, typeof ZCorporationInput> = {
  schema: ZCorporationInput,
  size: 'md',
  values: (corporation) => ({ name: translationOf(corporation, 'name') }),
  fields: () => <TranslatedField name="name" label={i18n.t('admin.table.name')} required />,
};
