import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomeRoute } from '../public/home/HomeRoute.tsx';
import { PublicLayout } from '../public/layout/PublicLayout.tsx';
import { OrbitalPage } from '../public/orbital/OrbitalPage.tsx';
import { ContactRoute } from '../public/pages/ContactRoute.tsx';
import { NotFoundPage } from '../public/pages/NotFoundPage.tsx';
import { LazyPage } from '../ui/LazyPage.tsx';
import { ORBITAL_ROUTE, paths } from './paths.ts';

const CycloramaPage = lazy(() => import('../public/pages/CycloramaPage.tsx'));
const VirtualTourPage = lazy(() => import('../public/pages/VirtualTourPage.tsx'));
const VideoPage = lazy(() => import('../public/pages/VideoPage.tsx'));
const GalleryPage = lazy(() => import('../public/pages/GalleryPage.tsx'));
const UnitV360Page = lazy(() => import('../public/media/UnitV360Page.tsx'));
const AdminStub = lazy(() => import('./AdminStub.tsx'));

/**
 * The spec's public route table (front office §2) and the admin entry points. Declarative
 * routes (not the data router) keep react-router's loader machinery out of the visitor bundle.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<LazyPage page={AdminStub} />} />
      <Route path="/login" element={<LazyPage page={AdminStub} />} />
      <Route path="/iframe" element={<PublicLayout bare />}>
        <Route path="unit/:id" element={<LazyPage page={UnitV360Page} />} />
      </Route>
      <Route path="/" element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={ORBITAL_ROUTE} element={<OrbitalPage />} />
        <Route path={paths.cyclorama} element={<LazyPage page={CycloramaPage} />} />
        <Route path={`${paths.virtualTours}/:tour?`} element={<LazyPage page={VirtualTourPage} />} />
        <Route path={paths.video} element={<LazyPage page={VideoPage} menuOnly />} />
        <Route path={paths.gallery} element={<LazyPage page={GalleryPage} menuOnly />} />
        <Route path={paths.contact} element={<ContactRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
