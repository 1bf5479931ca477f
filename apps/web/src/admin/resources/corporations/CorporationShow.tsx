import { Button, Stack } from '@mantine/core';
import type { TCorporation, TDomain } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { isRoot, useUser } from '../../auth/use-current-user.ts';
import { openModal } from '../../shared/modal-store.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { domainForm } from '../domains/domain-form.tsx';
import { mayChangeAnyCorporationSetting } from '../settings/MissingSetting.tsx';
import { SettingsModal } from '../settings/SettingsModal.tsx';

/** /admin/corporation/:id — its name, settings and domains (creating one is root's). */
export function CorporationShow() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const user = useUser();
  const root = isRoot(user);
  const id = useIdParam();
  const corporation = useItem<TCorporation>('corporations', id).data;
  if (!id) return null;
  return (
    <Stack gap="xs">
      <PageHeader title={corporation ? translated(corporation, 'name') : '…'}>
        {mayChangeAnyCorporationSetting(user, id) && (
          <Button variant="default" onClick={() => openModal('corporation-settings', { id })}>
            {t('admin.corporations.settings')}
          </Button>
        )}
      </PageHeader>
      <ResourceList<TDomain, typeof domainForm.schema>
        resource="domains"
        title={t('admin.corporations.domains')}
        filter={{ corporation_id: id }}
        searchFilter="name"
        columns={[
          { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
          { key: 'name', label: t('admin.domains.name'), render: (d) => translated(d, 'name') },
          { key: 'title', label: t('admin.domains.title'), render: (d) => translated(d, 'title') },
          { key: 'subtitle', label: t('admin.domains.subtitle'), render: (d) => translated(d, 'subtitle') },
        ]}
        form={domainForm}
        createLabel={root ? t('admin.corporations.createDomain') : undefined}
        createSeed={{ corporation_id: id }}
        canDelete={root}
        rowEditable={() => root}
        rowLabel={(domain) => translated(domain, 'name')}
        manage={(domain) => adminPaths.domain(domain.id)}
      />
      <SettingsModal
        name="corporation-settings"
        owner="corporation_id"
        title={t('admin.corporations.settings')}
      />
    </Stack>
  );
}
