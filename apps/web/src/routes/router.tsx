import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomeRoute } from '../public/home/HomeRoute.tsx';
import { PublicLayout } from '../public/layout/PublicLayout.tsx';
import { OrbitalPage } from '../public/orbital/OrbitalPage.tsx';
import { NotFoundPage } from '../public/pages/NotFoundPage.tsx';
import { LazyPage } from '../ui/LazyPage.tsx';
import { paths } from './paths.ts';

const CycloramaPage = lazy(() => import('../public/pages/CycloramaPage.tsx'));
const VirtualTourPage = lazy(() => import('../public/pages/VirtualTourPage.tsx'));
const VideoPage = lazy(() => import('../public/pages/VideoPage.tsx'));
const GalleryPage = lazy(() => import('../public/pages/GalleryPage.tsx'));
const ContactPage = lazy(() => import('../public/pages/ContactPage.tsx'));
const UnitV360Page = lazy(() => import('../public/pages/UnitV360Page.tsx'));
const AdminStub = lazy(() => import('./AdminStub.tsx'));

/** The spec's public route table (front-office §2), plus the admin entry points. */
export const router = createBrowserRouter([
  { path: '/admin/*', element: <LazyPage page={AdminStub} /> },
  { path: '/login', element: <LazyPage page={AdminStub} /> },
  {
    path: '/iframe',
    element: <PublicLayout bare />,
    children: [{ path: 'unit/:id', element: <LazyPage page={UnitV360Page} /> }],
  },
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: `${paths.orbital}/:project?/:building?/:floor?/:unit?`, element: <OrbitalPage /> },
      { path: paths.cyclorama, element: <LazyPage page={CycloramaPage} /> },
      { path: `${paths.virtualTours}/:tour?`, element: <LazyPage page={VirtualTourPage} /> },
      { path: paths.video, element: <LazyPage page={VideoPage} menuOnly /> },
      { path: paths.gallery, element: <LazyPage page={GalleryPage} menuOnly /> },
      { path: paths.contact, element: <LazyPage page={ContactPage} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
