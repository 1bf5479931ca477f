import type { TSetting } from '@vitrine/core';
import { DEFAULT_SPLASH_IMAGE, settingImage } from '@vitrine/core/settings';
import { srcSetOf } from './responsive-image.ts';

/** A picture as an <img> (and its preload) takes it: the file, and its renditions for the screen. */
export interface ScreenPicture {
  src: string;
  /** The picture's screen-size renditions; none for the default picture or one stored without them. */
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * A full-width picture setting of the site (splash-image, contact-image), else the default splash,
 * with its renditions; `sizes` is its width on screen, as the page's CSS lays it out.
 */
export function settingPicture(
  settings: readonly TSetting[] | undefined,
  name: string,
  sizes: string,
): ScreenPicture {
  const image = settingImage(settings ?? [], name);
  const srcSet = image ? srcSetOf(image) : undefined;
  return { src: image?.url ?? DEFAULT_SPLASH_IMAGE, srcSet, sizes: srcSet ? sizes : undefined };
}
