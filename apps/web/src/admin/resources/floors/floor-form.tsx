import { Stack } from '@mantine/core';
import { type TFloor, ZFloorInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { TextField, TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** The floor-save modal: name (lower-case id), description fr/en, AdLead id. */
export const floorForm: FormDescription<TFloor, typeof ZFloorInput> = {
  schema: ZFloorInput,
  size: 'md',
  values: (floor, seed) => ({
    name: floor?.name ?? '',
    description: translationOf(floor, 'description'),
    building_id: floor?.building_id ?? (seed.building_id as number),
    adlead_id: floor?.adlead_id ?? null,
  }),
  fields: () => {
    const t = i18n.t;
    return (
      <Stack>
        <TextField
          name="name"
          label={t('admin.floors.name')}
          description={t('admin.lists.floorNameHint')}
          required
        />
        <TranslatedField name="description" label={t('admin.floors.description')} />
        <TextField name="adlead_id" label={t('admin.floors.adleadId')} />
      </Stack>
    );
  },
};
