import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  SETTINGS_CATALOGUE,
  type SettingDefinition,
  type SettingGroup,
  settingValueProblem,
  type TDomain,
  type TSetting,
} from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '../../admin-paths.ts';
import { useItem, useList, useSave } from '../../api/queries.ts';
import { canChangeSetting, useUser } from '../../auth/use-current-user.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useTranslated } from '../../shared/translatable.ts';
import { useIdParam } from '../../shared/use-id-param.ts';
import { SettingRow } from '../settings/SettingRow.tsx';
import { settingWords } from '../settings/setting-words.ts';
import { HeaderPreview } from './HeaderPreview.tsx';
import './identity.css';

/** The sections of the page, in order: what a site looks like before what it does. */
const SECTIONS: readonly SettingGroup[] = ['colours', 'logos', 'pictures', 'features', 'texts'];

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
                  <MissingSetting key={entry.key} entry={entry} domainId={id} />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
    </Stack>
  );
}

/** A catalogue setting the site has no row for yet (a site made before the catalogue): created on demand. */
function MissingSetting({ entry, domainId }: { entry: SettingDefinition; domainId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const save = useSave<TSetting>('settings');
  const words = settingWords(t, { name: entry.key, domain_id: domainId });
  return (
    <Paper withBorder p="sm" data-setting={entry.key}>
      <Stack gap={6}>
        <Text fw={600}>{words.label}</Text>
        <Text size="sm" c="dimmed">
          {words.description}
        </Text>
        <Text size="sm">{t('admin.settingsCatalogue.identity.missing')}</Text>
        {canChangeSetting(user, { corporation_id: null }) && (
          <Button
            size="xs"
            variant="light"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                body: {
                  name: entry.key,
                  type: entry.kind === 'image' ? 'image' : 'text',
                  value: words.defaultValue,
                  domain_id: domainId,
                },
              })
            }
          >
            {t('admin.settingsCatalogue.identity.create')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
