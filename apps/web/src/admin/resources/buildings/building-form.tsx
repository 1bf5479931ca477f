import { Stack } from '@mantine/core';
import { type TBuilding, ZBuildingInput } from '@vitrine/core';
import { useWatch } from 'react-hook-form';
import { i18n } from '../../../i18n/translations.ts';
import { useList } from '../../api/queries.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { SelectField, TextField, TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** Main buildings of the same project, as parents for a sub-building. */
function ParentBuildingSelect({ selfId }: { selfId: number | undefined }) {
  const projectId = useWatch({ name: 'project_id' }) as number;
  const buildings = useList<TBuilding>('buildings', { filter: { project_id: projectId }, pagination: false });
  const choices = (buildings.data?.data ?? [])
    .filter((building) => building.id !== selfId && building.building_id === null)
    .map((building) => ({ value: building.id, label: building.name }));
  return <SelectField name="building_id" label={i18n.t('admin.buildings.parent')} choices={choices} />;
}

/** The building-save modal: name (lower-case id), description fr/en, parent building, AdLead id. */
export const buildingForm: FormDescription<TBuilding, typeof ZBuildingInput> = {
  schema: ZBuildingInput,
  size: 'md',
  values: (building, seed) => ({
    name: building?.name ?? '',
    description: translationOf(building, 'description'),
    project_id: building?.project_id ?? (seed.project_id as number),
    building_id: building?.building_id ?? null,
    adlead_id: building?.adlead_id ?? null,
  }),
  fields: (building) => {
    const t = i18n.t;
    return (
      <Stack>
        <TextField name="name" label={t('admin.buildings.name')} required />
        <TranslatedField name="description" label={t('admin.buildings.description')} />
        <ParentBuildingSelect selfId={building?.id} />
        <TextField name="adlead_id" label={t('admin.buildings.adleadId')} />
      </Stack>
    );
  },
};
