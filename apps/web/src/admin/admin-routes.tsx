import { Center, Loader } from '@mantine/core';
import { ROLE } from '@vitrine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, RequireRole } from './auth/RequireAuth.tsx';
import { CRM_ROLES, useUser } from './auth/use-current-user.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { homePathFor } from './layout/menu-entries.ts';
import { NotFoundPage } from './layout/NotFoundPage.tsx';
import { BuildingShow } from './resources/buildings/BuildingShow.tsx';
import { CategoryList } from './resources/categories/CategoryList.tsx';
import { ContactList } from './resources/contacts/ContactList.tsx';
import { ContactShow } from './resources/contacts/ContactShow.tsx';
import { CorporationList } from './resources/corporations/CorporationList.tsx';
import { CorporationShow } from './resources/corporations/CorporationShow.tsx';
import { DomainShow } from './resources/domains/DomainShow.tsx';
import { FloorShow } from './resources/floors/FloorShow.tsx';
import { ProjectList } from './resources/projects/ProjectList.tsx';
import { ProjectShow } from './resources/projects/ProjectShow.tsx';
import { StatusList } from './resources/statuses/StatusList.tsx';
import { TourList } from './resources/tours/TourList.tsx';
import { UnitList } from './resources/units/UnitList.tsx';
import { UserList } from './resources/users/UserList.tsx';
import { VideoList } from './resources/videos/VideoList.tsx';

// Screens with heavy widgets (rich text, uploads, canvas) load on first use.
const UnitSavePage = lazy(() =>
  import('./resources/units/UnitSavePage.tsx').then((m) => ({ default: m.UnitSavePage })),
);
const GalleryPage = lazy(() =>
  import('./resources/gallery/GalleryPage.tsx').then((m) => ({ default: m.GalleryPage })),
);
const SettingsPage = lazy(() =>
  import('./resources/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
);
const BuildingMediaPage = lazy(() =>
  import('./resources/media/BuildingMediaPage.tsx').then((m) => ({ default: m.BuildingMediaPage })),
);
const IdentityPage = lazy(() =>
  import('./resources/identity/IdentityPage.tsx').then((m) => ({ default: m.IdentityPage })),
);
const OutlineEditorPage = lazy(() =>
  import('./resources/outlines/OutlineEditorPage.tsx').then((m) => ({ default: m.OutlineEditorPage })),
);
const PriceListPage = lazy(() =>
  import('./price-lists/PriceListPage.tsx').then((m) => ({ default: m.PriceListPage })),
);
const CrmPage = lazy(() => import('./resources/crm/CrmPage.tsx').then((m) => ({ default: m.CrmPage })));
const EmbedPage = lazy(() => import('./embed/EmbedPage.tsx').then((m) => ({ default: m.EmbedPage })));
const AnalyticsPage = lazy(() =>
  import('./analytics/AnalyticsPage.tsx').then((m) => ({ default: m.AnalyticsPage })),
);
const DomainMediaPage = lazy(() =>
  import('./resources/media/DomainMediaPage.tsx').then((m) => ({ default: m.DomainMediaPage })),
);

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
                <CorporationList />
              </RequireRole>
            }
          />
          <Route path="corporation/:id" element={<CorporationShow />} />
          <Route path="domain/:id" element={<DomainShow />} />
          <Route
            path="domain/:domain_id/gallery"
            element={
              <Lazy>
                <GalleryPage />
              </Lazy>
            }
          />
          <Route
            path="gallery"
            element={
              <Lazy>
                <GalleryPage />
              </Lazy>
            }
          />
          <Route path="domain/:domain_id/videos" element={<VideoList />} />
          <Route path="domain/:domain_id/tours" element={<TourList />} />
          <Route
            path="domain/:id/media"
            element={
              <Lazy>
                <DomainMediaPage />
              </Lazy>
            }
          />
          <Route
            path="domain/:id/identity"
            element={
              <Lazy>
                <IdentityPage />
              </Lazy>
            }
          />
          <Route
            path="domain/:id/embed"
            element={
              <RequireRole roles={CRM_ROLES}>
                <Lazy>
                  <EmbedPage />
                </Lazy>
              </RequireRole>
            }
          />
          <Route path="projects" element={<ProjectList />} />
          <Route path="project/:id" element={<ProjectShow />} />
          <Route path="project/:project_id/statuses" element={<StatusList />} />
          <Route path="project/:project_id/categories" element={<CategoryList />} />
          <Route
            path="project/:id/crm"
            element={
              <RequireRole roles={CRM_ROLES}>
                <Lazy>
                  <CrmPage />
                </Lazy>
              </RequireRole>
            }
          />
          <Route
            path="project/:id/price-list"
            element={
              <Lazy>
                <PriceListPage />
              </Lazy>
            }
          />
          <Route path="building/:id" element={<BuildingShow />} />
          <Route
            path="building/:id/media"
            element={
              <Lazy>
                <BuildingMediaPage />
              </Lazy>
            }
          />
          <Route
            path="building/:id/outlines"
            element={
              <Lazy>
                <OutlineEditorPage />
              </Lazy>
            }
          />
          <Route path="floor/:id" element={<FloorShow />} />
          <Route path="units" element={<UnitList />} />
          <Route
            path="unit/:id?"
            element={
              <Lazy>
                <UnitSavePage />
              </Lazy>
            }
          />
          <Route path="users" element={<UserList />} />
          <Route
            path="settings"
            element={
              <Lazy>
                <SettingsPage />
              </Lazy>
            }
          />
          <Route path="contacts" element={<ContactList />} />
          <Route path="contact/:id" element={<ContactShow />} />
          <Route
            path="analytics"
            element={
              <Lazy>
                <AnalyticsPage />
              </Lazy>
            }
          />
          <Route path="*" element={<Navigate to="/admin/404" replace />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
