import { Stack } from '@mantine/core';
import { type TCategory, ZCategoryInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { ColorField, TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** The category-save modal: name fr/en and colour, for one project. */
export const categoryForm: FormDescription<TCategory, typeof ZCategoryInput> = {
  schema: ZCategoryInput,
  size: 'md',
  values: (category, seed) => ({
    name: translationOf(category, 'name'),
    color: category?.color ?? '#4c6ef5',
    project_id: category?.project_id ?? (seed.project_id as number),
  }),
  fields: () => (
    <Stack>
      <TranslatedField name="name" label={i18n.t('admin.categories.name')} required />
      <ColorField name="color" label={i18n.t('admin.categories.color')} required />
    </Stack>
  ),
};
