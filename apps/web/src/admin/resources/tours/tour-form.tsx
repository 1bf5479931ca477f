import { Stack } from '@mantine/core';
import { type TTour, ZTourInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';
import { UploadField } from '../../shared/UploadField.tsx';

/** The tour-save modal: name fr/en and its thumbnail. */
export const tourForm: FormDescription<TTour, typeof ZTourInput> = {
  schema: ZTourInput,
  size: 'md',
  values: (tour, seed) => ({
    name: translationOf(tour, 'name'),
    domain_id: tour?.domain_id ?? (seed.domain_id as number),
    thumb: undefined,
  }),
  fields: (tour) => (
    <Stack>
      <TranslatedField name="name" label={i18n.t('admin.tours.name')} required />
      <UploadField
        name="thumb"
        label={i18n.t('admin.tours.image')}
        current={tour?.thumb}
        accept={['image/*']}
        preview
      />
    </Stack>
  ),
};
