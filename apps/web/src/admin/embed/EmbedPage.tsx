import { Stack } from '@mantine/core';
import type { TDomain } from '@vitrine/core';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useItem } from '../api/queries.ts';
import { useLoadedContext } from '../layout/current-context.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useTranslated } from '../shared/translatable.ts';
import { useIdParam } from '../shared/use-id-param.ts';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { useEmbedSettings } from './embed-calls.ts';
import { OriginsCard } from './OriginsCard.tsx';
import { SnippetCard } from './SnippetCard.tsx';

/** /admin/domain/:id/embed (admins): the origins allowed to embed the site, the code to paste, the read-API keys. */
export function EmbedPage() {
  const id = useIdParam();
  return id ? <EmbedScreen domainId={id} /> : <Navigate to={adminPaths.notFound} replace />;
}

function EmbedScreen({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const domain = useItem<TDomain>('domains', domainId).data;
  useLoadedContext({ domainId });
  const settings = useEmbedSettings(domainId).data;
  const name = domain ? translated(domain, 'name') : '…';
  return (
    <Stack gap="sm">
      <Breadcrumbs
        crumbs={[{ label: name, to: adminPaths.domain(domainId) }, { label: t('admin.embed.open') }]}
      />
      <PageHeader title={t('admin.embed.title')} />
      <OriginsCard domainId={domainId} />
      {settings && <SnippetCard settings={settings} />}
      <ApiKeysCard domainId={domainId} />
    </Stack>
  );
}
