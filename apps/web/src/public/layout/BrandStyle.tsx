import { brandColors } from '@vitrine/core/settings';
import { useEffect } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { useSearchParams } from '../../routes/router.tsx';
import { pageFlag } from '../page-query.ts';
import { brandCssVariables } from './brand-css.ts';

/** Brand colours as CSS variables on <html>; the domain's custom CSS only with ?custom-css=1. */
export function BrandStyle() {
  const domain = useDomain();
  const [search] = useSearchParams();
  const { main, secondary } = brandColors(domain.settings);
  const custom = pageFlag(search, 'custom-css')
    ? domain.settings?.find((s) => s.name === 'custom-css')
    : undefined;

  useEffect(() => {
    const root = document.documentElement.style;
    const variables = brandCssVariables(main, secondary);
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.removeProperty(name);
    };
  }, [main, secondary]);

  useEffect(() => {
    if (domain.title) document.title = domain.title;
  }, [domain.title]);

  if (!custom) return null;
  return (
    <>
      {custom.css_file?.url && <link rel="stylesheet" href={custom.css_file.url} />}
      {custom.value && <style data-custom-css="">{custom.value}</style>}
    </>
  );
}
