import { type ComponentType, lazy } from 'react';
import type { LazyPageModule } from '../ui/LazyPage.tsx';

/**
 * The public pages whose code loads on demand. A server render notes which of them it rendered,
 * by their source path (the key of Vite's build manifest), so that the page's HTML links their
 * stylesheets and scripts: the visitor sees them styled from the first paint.
 */
const loaders = import.meta.glob<{ default: ComponentType }>([
  '../public/home/HomePage.tsx',
  '../public/pages/CycloramaPage.tsx',
  '../public/pages/VirtualTourPage.tsx',
  '../public/pages/VideoPage.tsx',
  '../public/pages/GalleryPage.tsx',
  '../public/pages/ContactPage.tsx',
  '../public/media/UnitV360Page.tsx',
  '../public/favourites/ComparisonPage.tsx',
]);

function lazyPage(path: string): LazyPageModule {
  const load = loaders[path];
  if (!load) throw new Error(`${path} is not among the lazy pages`);
  return { Component: lazy(load), source: path.replace(/^\.\.\//, 'src/'), preload: load };
}

export const HomePage = lazyPage('../public/home/HomePage.tsx');
export const CycloramaPage = lazyPage('../public/pages/CycloramaPage.tsx');
export const VirtualTourPage = lazyPage('../public/pages/VirtualTourPage.tsx');
export const VideoPage = lazyPage('../public/pages/VideoPage.tsx');
export const GalleryPage = lazyPage('../public/pages/GalleryPage.tsx');
export const ContactPage = lazyPage('../public/pages/ContactPage.tsx');
export const UnitV360Page = lazyPage('../public/media/UnitV360Page.tsx');
export const ComparisonPage = lazyPage('../public/favourites/ComparisonPage.tsx');
