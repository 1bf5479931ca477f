import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useDomain } from '../api/domain-query.ts';
import { useServerOutcome } from '../app/page-request.ts';
import { Redirect } from '../app/Redirect.tsx';
import { useDomainFlag } from '../public/domain-settings.ts';
import { NotFoundPage } from '../public/pages/NotFoundPage.tsx';
import { isPageActive, type ListedPage } from '../public/pages-state.ts';
import { Spinner } from './Spinner.tsx';

/** A page whose code loads on demand (React.lazy), and its source path for a server render. */
export interface LazyPageModule {
  Component: ComponentType;
  /** The key of Vite's build manifest (app/lazy-pages.tsx): the server links its assets. */
  source?: string;
  /** Starts loading the page's code ahead of its first render (the module is then kept). */
  preload?: () => Promise<unknown>;
}

interface LazyPageProps {
  page: LazyPageModule;
  /** Pages that exist only with the menu: redirect to the orbital when with-menu is off. */
  menuOnly?: boolean;
  /** Shown while the page's code loads (a spinner by default). */
  fallback?: ReactNode;
  /** The domain's page-list entry that switches this page: inactive, its URL is the not-found page. */
  listed?: ListedPage;
}

export function LazyPage({ page, menuOnly = false, fallback, listed }: LazyPageProps) {
  const content = <LazyPageContent page={page} />;
  const guarded = menuOnly ? <MenuGuard>{content}</MenuGuard> : content;
  return (
    <Suspense fallback={fallback ?? <Spinner fullScreen />}>
      {listed ? <ActiveGuard name={listed}>{guarded}</ActiveGuard> : guarded}
    </Suspense>
  );
}

function ActiveGuard({ name, children }: { name: ListedPage; children: ReactNode }) {
  return isPageActive(useDomain(), name) ? children : <NotFoundPage />;
}

/** The page, noted while the server renders it. */
function LazyPageContent({ page }: { page: LazyPageModule }) {
  const outcome = useServerOutcome();
  if (outcome && page.source) outcome.modules.push(page.source);
  return <page.Component />;
}

function MenuGuard({ children }: { children: ReactNode }) {
  useDomain();
  const withMenu = useDomainFlag('with-menu');
  return withMenu ? children : <Redirect to="/orbital" />;
}
