import { Center, Loader } from '@mantine/core';
import { ROLE } from '@vitrine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, RequireRole } from './auth/RequireAuth.tsx';
import { useUser } from './auth/use-current-user.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { homePathFor } from './layout/menu-entries.ts';
import { NotFoundPage } from './layout/NotFoundPage.tsx';
import { FloorShow } from './resources/floors/FloorShow.tsx';

// Screens with heavy widgets (rich text, uploads, canvas) load on first use.
const UnitSavePage = lazy(() => import('./resources/units/UnitSavePage.tsx').then((m) => ({ default: m.UnitSavePage })));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mt="xl">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

function HomeRedirect() {
  return <Navigate to={homePathFor(useUser())} replace />;
}

const rootOnly = [ROLE.ROOT] as const;

/** The route table of back office §2, under /admin (the /login screen is handled by AdminApp). */
export function AdminRoutes() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<HomeRedirect />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route
            path="corporations"
            element={
              <RequireRole roles={rootOnly}>
                <NotFoundPage />
              </RequireRole>
            }
          />
          <Route path="floor/:id" element={<FloorShow />} />
          <Route
            path="unit/:id?"
            element={
              <Lazy>
                <UnitSavePage />
              </Lazy>
            }
          />
          <Route path="*" element={<Navigate to="/admin/404" replace />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
