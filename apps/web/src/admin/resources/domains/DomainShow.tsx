import { Button, Stack } from '@mantine/core';
import type { TDomain } from '@vitrine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem } from '../../api/queries.ts';
import { canConfigureCrm, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { LanguageSwitch } from '../../layout/LanguageSwitch.tsx';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { openModal } from '../../shared/modal-store.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { PageList } from '../pages/PageList.tsx';
import { ProjectList } from '../projects/ProjectList.tsx';
import { SettingsModal } from '../settings/SettingsModal.tsx';

/** /admin/domain/:id — name, settings, FR/EN, the domain's projects (with sync links) and pages. */
export function DomainShow() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam();
  const domain = useItem<TDomain>('domains', id, ['corporation']).data;
  const mayEmbed = canConfigureCrm(useUser());
  useLoadedContext({ domainId: id });
  if (!id) return null;
  return (
    <Stack gap="xs">
      <Breadcrumbs
        crumbs={[
          {
            label: domain?.corporation ? translated(domain.corporation, 'name') : t('admin.menu.corporation'),
            to: domain?.corporation_id ? adminPaths.corporation(domain.corporation_id) : undefined,
          },
          { label: domain ? translated(domain, 'name') : '…' },
        ]}
      />
      <PageHeader title={domain ? translated(domain, 'name') : '…'}>
        <LanguageSwitch size="sm" />
        <Button component={Link} to={adminPaths.identity(id)} variant="default">
          {t('admin.settingsCatalogue.identity.open')}
        </Button>
        {mayEmbed && (
          <Button component={Link} to={adminPaths.embed(id)} variant="default">
            {t('admin.embed.open')}
          </Button>
        )}
        <Button component={Link} to={adminPaths.domainMedia(id)} variant="default">
          {t('admin.media.title')}
        </Button>
        <Button variant="default" onClick={() => openModal('domain_settings-save', { id })}>
          {t('admin.domains.settings')}
        </Button>
      </PageHeader>
      <ProjectList domainId={id} />
      <PageList domainId={id} />
      <SettingsModal name="domain_settings-save" owner="domain_id" title={t('admin.domains.settings')} />
    </Stack>
  );
}
