import { SimpleGrid, Stack } from '@mantine/core';
import { type TDomain, type TProject, ZProjectInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import { useList } from '../../api/queries.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { SelectField, SwitchField, TextField, TranslatedField } from '../../shared/form-fields.tsx';
import { RichTextField } from '../../shared/RichTextField.tsx';
import { SYNC_SYSTEMS } from '../../shared/SyncButtons.tsx';
import { translationOf, useTranslated } from '../../shared/translatable.ts';

function DomainSelect() {
  const translated = useTranslated();
  const domains = useList<TDomain>('domains', { pagination: false });
  return (
    <SelectField
      name="domain_id"
      label={i18n.t('admin.projects.domain')}
      required
      choices={(domains.data?.data ?? []).map((domain) => ({
        value: domain.id,
        label: translated(domain, 'name'),
      }))}
    />
  );
}

/** The project-save modal: name fr/en, domain, display flags, legal texts, external ids. */
export const projectForm: FormDescription<TProject, typeof ZProjectInput> = {
  schema: ZProjectInput,
  size: 'lg',
  values: (project, seed) => ({
    name: translationOf(project, 'name'),
    domain_id: project?.domain_id ?? (seed.domain_id as number | undefined) ?? 0,
    topology: project?.topology ?? null,
    show_price: project?.show_price ?? true,
    show_category: project?.show_category ?? false,
    gdpr: project?.gdpr ?? null,
    cgu: project?.cgu || null,
    emerige_id: project?.emerige_id ?? null,
    immolead_id: project?.immolead_id ?? null,
    adlead_id: project?.adlead_id ?? null,
    unlatch_id: project?.unlatch_id ?? null,
  }),
  toBody: (values) => ({ ...values, cgu: values.cgu || null }),
  fields: () => {
    const t = i18n.t;
    return (
      <Stack>
        <TranslatedField name="name" label={t('admin.projects.name')} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DomainSelect />
          <TextField name="topology" label={t('admin.projects.topology')} />
          <SwitchField name="show_price" label={t('admin.projects.showPrice')} />
          <SwitchField name="show_category" label={t('admin.projects.showCategory')} />
        </SimpleGrid>
        <RichTextField name="gdpr" label={t('admin.projects.gdpr')} />
        <TextField name="cgu" label={t('admin.projects.cgu')} type="url" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SYNC_SYSTEMS.map((system) => (
            <TextField
              key={system.key}
              name={system.key}
              label={t('admin.projects.externalId', { system: system.label })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  },
};
