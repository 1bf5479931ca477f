import { type ComponentType, Suspense } from 'react';
import { useDomain } from '../api/domain-query.ts';
import { Redirect } from '../app/Redirect.tsx';
import { useDomainFlag } from '../public/domain-settings.ts';
import { Spinner } from './Spinner.tsx';

interface LazyPageProps {
  page: ComponentType;
  /** Pages that exist only with the menu: redirect to the orbital when with-menu is off. */
  menuOnly?: boolean;
}

export function LazyPage({ page: Page, menuOnly = false }: LazyPageProps) {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      {menuOnly ? (
        <MenuGuard>
          <Page />
        </MenuGuard>
      ) : (
        <Page />
      )}
    </Suspense>
  );
}

function MenuGuard({ children }: { children: React.ReactNode }) {
  useDomain();
  const withMenu = useDomainFlag('with-menu');
  return withMenu ? children : <Redirect to="/orbital" />;
}
