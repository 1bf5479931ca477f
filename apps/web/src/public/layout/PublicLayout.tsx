import { Fragment, Suspense, useDeferredValue } from 'react';
import { useDomainQuery } from '../../api/domain-query.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Outlet, useLocation } from '../../routes/router.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ToastViewport } from '../../ui/toast.tsx';
import { KioskGate } from '../kiosk/KioskGate.tsx';
import { useVisit } from '../kiosk/kiosk-state.ts';
import { BrandStyle } from './BrandStyle.tsx';
import { RotateDeviceHint } from './RotateDeviceHint.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SitePrompt } from './SitePrompt.tsx';
import './layout.css';

/** The public shell: a loader until the domain is loaded, then brand styles, header and page. */
export function PublicLayout({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const domain = useDomainQuery();
  const { pathname } = useLocation();
  // a kiosk's next visitor gets freshly mounted pages (kiosk/kiosk-state.ts)
  const visit = useVisit();

  // the page under the loader renders in the background, a slice at a time (no long task); a page
  // the server rendered has its data from the start, and renders it at once (as the server did)
  const pending = useDeferredValue(domain.isPending, domain.isPending);
  if (pending) return <Spinner fullScreen />;
  if (domain.isError) {
    return (
      <main className="placeholder-screen">
        <p>{t('front.loadError')}</p>
        <button type="button" className="button" onClick={() => void domain.refetch()}>
          {t('front.retry')}
        </button>
      </main>
    );
  }

  const isHome = pathname === '/';
  return (
    <>
      <BrandStyle />
      {!bare && (
        <a className="skip-link" href="#main">
          {t('front.skipToContent')}
        </a>
      )}
      <Fragment key={visit}>
        {!bare && !isHome && <SiteHeader />}
        <Suspense fallback={<Spinner fullScreen />}>
          <Outlet />
        </Suspense>
        {!bare && <SitePrompt />}
      </Fragment>
      {!bare && <KioskGate />}
      {!bare && <RotateDeviceHint />}
      <ToastViewport belowHeader={!bare && !isHome} />
    </>
  );
}
