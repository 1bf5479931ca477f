import type { ReactNode } from 'react';
import {
  ComparisonPage,
  CycloramaPage,
  GalleryPage,
  UnitV360Page,
  VideoPage,
  VirtualTourPage,
} from '../app/lazy-pages.tsx';
import { HomeRoute } from '../public/home/HomeRoute.tsx';
import { PublicLayout } from '../public/layout/PublicLayout.tsx';
import { OrbitalPage } from '../public/orbital/OrbitalPage.tsx';
import { ContactRoute } from '../public/pages/ContactRoute.tsx';
import { NotFoundPage } from '../public/pages/NotFoundPage.tsx';
import { LazyPage } from '../ui/LazyPage.tsx';
import { ORBITAL_ROUTE, paths } from './paths.ts';
import { Route, Routes } from './router.tsx';

/**
 * The spec's public route table (front office §2) and the admin entry points, read by the public
 * site's small router (router.tsx): the first route written that matches wins, so specific paths
 * come before `*`. The admin's own routes use react-router, loaded with its code (AdminStub.tsx).
 * `admin` is the back office's page (main.tsx); the server, which renders public pages only,
 * leaves it out, and its code with it.
 */
export function AppRoutes({ admin }: { admin?: ReactNode }) {
  return (
    <Routes>
      {admin && <Route path="/admin/*" element={admin} />}
      {admin && <Route path="/login" element={admin} />}
      <Route path="/iframe" element={<PublicLayout bare />}>
        <Route path="unit/:id" element={<LazyPage page={UnitV360Page} />} />
      </Route>
      <Route path="/" element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={ORBITAL_ROUTE} element={<OrbitalPage />} />
        <Route path={paths.cyclorama} element={<LazyPage page={CycloramaPage} listed="cyclorama" />} />
        <Route path={`${paths.virtualTours}/:tour?`} element={<LazyPage page={VirtualTourPage} />} />
        <Route path={paths.video} element={<LazyPage page={VideoPage} menuOnly listed="video" />} />
        <Route path={paths.gallery} element={<LazyPage page={GalleryPage} menuOnly listed="gallery" />} />
        <Route path={paths.contact} element={<ContactRoute />} />
        <Route path={`${paths.comparison}/:ids?`} element={<LazyPage page={ComparisonPage} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
