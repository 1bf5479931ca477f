import type { Tour, TourImage } from './krpano-tour.ts';

/**
 * Which Photo Sphere Viewer adapter a tour needs: one viewer shows one kind of image. Tiled cubes
 * need the tiles adapter, which also shows whole cubes (as its low-resolution base); spheres need
 * the equirectangular one. The viewer and the upload report decide with the same rule.
 */
export type PanoramaKind = 'equirectangular' | 'cubemap' | 'cubemap-tiles';

/** A tour's image kind: a cube kind only when every showable scene is a cube. */
export function panoramaKindOf(tour: Tour): PanoramaKind {
  const images = tour.scenes.flatMap((scene) => (scene.image ? [scene.image] : []));
  if (images.length === 0 || images.some((image) => image.kind === 'sphere')) return 'equirectangular';
  return images.some((image) => image.kind === 'tiles') ? 'cubemap-tiles' : 'cubemap';
}

/** Whether a viewer of `kind` shows this image. */
export function showsImage(kind: PanoramaKind, image: TourImage | null): boolean {
  if (!image) return false;
  if (kind === 'equirectangular') return image.kind === 'sphere';
  return image.kind === 'cube' || (kind === 'cubemap-tiles' && image.kind === 'tiles');
}
