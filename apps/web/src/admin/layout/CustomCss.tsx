import { settingValue, type TSetting } from '@vitrine/core';
import { useSearchParams } from 'react-router';
import { useList } from '../api/queries.ts';
import { useCurrentContext } from './current-context.ts';

/** The domain's custom-css setting, applied to the admin only with ?custom-css=1 (back office §2). */
export function CustomCss() {
  const [params] = useSearchParams();
  const { domainId } = useCurrentContext();
  const wanted = params.get('custom-css') === '1' && domainId !== null;
  const settings = useList<TSetting>(
    'settings',
    { filter: { domain_id: domainId, name: 'custom-css' }, pagination: false },
    { enabled: wanted },
  ).data?.data;
  if (!wanted || !settings) return null;
  const setting = settings.find((candidate) => candidate.name === 'custom-css');
  if (setting?.css_file?.url) return <link rel="stylesheet" href={setting.css_file.url} />;
  const css = settingValue(settings, 'custom-css');
  return css ? <style>{css}</style> : null;
}
