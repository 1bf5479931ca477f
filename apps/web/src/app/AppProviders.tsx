import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { rememberedLanguage, rememberLanguage } from '../i18n/setup.ts';
import type { I18n } from '../i18n/translations.ts';
import { I18nProvider, useTranslation } from '../i18n/use-translation.tsx';
import { type PageRequest, PageRequestContext } from './page-request.ts';

/**
 * What wraps the routes in the browser (main.tsx) and on the server (entry-server.tsx): the same
 * tree on both sides, so that the browser takes over the server's HTML without rebuilding it.
 */
export function AppProviders({
  queryClient,
  i18n,
  request,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  request: PageRequest;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <PageRequestContext value={request}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            {children}
            <RememberedLanguage />
          </I18nProvider>
        </QueryClientProvider>
      </PageRequestContext>
    </StrictMode>
  );
}

/**
 * A visitor who chose a language before the cookie told the server (earlier versions kept it in
 * localStorage only) gets it once the page the server rendered in French is hydrated.
 */
function RememberedLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const remembered = rememberedLanguage();
    if (remembered && remembered !== i18n.language) {
      rememberLanguage(remembered);
      void i18n.changeLanguage(remembered);
    }
  }, [i18n]);
  return null;
}

/** The app's query defaults, the same in the browser and on the server. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
} as const;
