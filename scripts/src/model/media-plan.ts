import type { Translated } from '@vitrine/core/demo-manifest';

/** Sizes of the gallery pictures: the full image, its responsive widths and its thumbnail. */
export const GALLERY_SIZE = { width: 1600, height: 900 } as const;
export const GALLERY_WIDTHS = [1280, 960, 640] as const;
export const GALLERY_THUMB = { width: 400, height: 225 } as const;

export interface TourPlan {
  number: number;
  name: Translated;
  /** viewpoint names of the site, one scene each, linked to each other */
  scenes: string[];
}

/** Which media each domain gets: how many gallery pictures, which tours, a video, a cyclorama. */
export interface DomainMediaPlan {
  gallery: number;
  tours: TourPlan[];
  video: boolean;
  /** viewpoint of the cyclorama, or null for none */
  cyclorama: string | null;
  /** units (by name) that get a 360 turntable */
  turntables: string[];
}

export const MEDIA_PLAN: Record<string, DomainMediaPlan> = {
  sambre: {
    gallery: 8,
    tours: [
      { number: 1, name: { fr: 'Les jardins', en: 'The gardens' }, scenes: ['jardin', 'parvis'] },
      { number: 2, name: { fr: 'Bords de Sambre', en: 'Along the Sambre' }, scenes: ['berge', 'rue'] },
    ],
    video: true,
    cyclorama: 'parvis',
    turntables: ['A.1.02', 'A.2.03', 'A.4.01'],
  },
  meuse: { gallery: 2, tours: [], video: false, cyclorama: null, turntables: [] },
};
