import { Stack } from '@mantine/core';
import { type TDomain, ZDomainInput } from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { TextField, TranslatedField } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';

/** The domain-save modal: name, title, subtitle (fr, en) and host. */
export const domainForm: FormDescription<TDomain, typeof ZDomainInput> = {
  schema: ZDomainInput,
  size: 'lg',
  values: (domain, seed) => ({
    name: translationOf(domain, 'name'),
    title: translationOf(domain, 'title'),
    subtitle: translationOf(domain, 'subtitle'),
    host: domain?.host ?? '',
    corporation_id: domain?.corporation_id ?? (seed.corporation_id as number),
  }),
  fields: () => {
    const t = i18n.t;
    return (
      <Stack>
        <TranslatedField name="name" label={t('admin.domains.name')} required />
        <TranslatedField name="title" label={t('admin.domains.title')} />
        <TranslatedField name="subtitle" label={t('admin.domains.subtitle')} />
        <TextField name="host" label={t('admin.domains.host')} required />
      </Stack>
    );
  },
};
