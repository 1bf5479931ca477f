import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  SETTINGS_CATALOGUE,
  type SettingGroup,
  settingValueProblem,
  type TDomain,
  type TSetting,
} from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useItem, useList } from '../../api/queries.ts';
import { canChangeSetting, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { KioskLinkPanel } from '../kiosk/KioskLinkPanel.tsx';
import { MissingSetting } from '../settings/MissingSetting.tsx';
import { SettingRow } from '../settings/SettingRow.tsx';
import { HeaderPreview } from './HeaderPreview.tsx';
import './identity.css';

/** The sections of the page, in order: what a site looks like before what it does. */
const SECTIONS: readonly SettingGroup[] = ['colours', 'logos', 'pictures', 'features', 'texts', 'kiosk'];

const domainEntries = (group: SettingGroup) =>
  SETTINGS_CATALOGUE.filter((entry) => entry.group === group && entry.levels.includes('domain'));

/**
 * /admin/domain/:id/identity — "Identité visuelle": the site's colours with a picker and a live
 * preview of its header, one upload per logo saying where it shows, switches for its features and
 * its texts (rich text for HTML), all from the settings catalogue.
 */
export function IdentityPage() {
  const { t } = useTranslation();
  const translated = useTranslated();
  const id = useIdParam();
  const user = useUser();
  useLoadedContext({ domainId: id });
  const domain = useItem<TDomain>('domains', id).data;
  const list = useList<TSetting>(
    'settings',
    { filter: { domain_id: id }, pagination: false },
    { enabled: Boolean(id) },
  );
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (!id) return null;
  const settings = list.data?.data ?? [];
  // a colour being typed shows once it is one ("#7a1f" is not yet)
  const previewed = settings.map((setting) => {
    const draft = drafts[setting.name];
    return draft !== undefined && settingValueProblem(setting.name, draft) === null
      ? { ...setting, value: draft }
      : setting;
  });
  const draftOf = (name: string) => (value: string) =>
    setDrafts((current) => ({ ...current, [name]: value }));
  const domainName = domain ? translated(domain, 'name') : '…';

  return (
    <Stack gap="md">
      <Breadcrumbs
        crumbs={[
          { label: domainName, to: adminPaths.domain(id) },
          { label: t('admin.settingsCatalogue.identity.title') },
        ]}
      />
      <PageHeader title={t('admin.settingsCatalogue.identity.title')} />
      {settings.length > 0 && !settings.some((setting) => canChangeSetting(user, setting)) && (
        <Alert color="gray">{t('admin.settingsCatalogue.readOnly')}</Alert>
      )}
      {list.isSuccess &&
        SECTIONS.map((group) => (
          <Stack
            key={group}
            gap="xs"
            component="section"
            aria-label={t(`admin.settingsCatalogue.groups.${group}`)}
          >
            <Title order={3} size="h4">
              {t(`admin.settingsCatalogue.groups.${group}`)}
            </Title>
            {group === 'colours' && <HeaderPreview settings={previewed} />}
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {domainEntries(group).map((entry) => {
                const setting = settings.find((candidate) => candidate.name === entry.key);
                return setting ? (
                  <SettingRow
                    key={entry.key}
                    setting={setting}
                    onDraft={group === 'colours' ? draftOf(entry.key) : undefined}
                  />
                ) : (
                  <MissingSetting key={entry.key} entry={entry} owner="domain_id" ownerId={id} />
                );
              })}
            </SimpleGrid>
            {group === 'kiosk' && canChangeSetting(user, { name: 'kiosk' }) && (
              <KioskLinkPanel domainId={id} />
            )}
          </Stack>
        ))}
    </Stack>
  );
}
