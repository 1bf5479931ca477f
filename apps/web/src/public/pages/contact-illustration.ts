import type { TSetting } from '@vitrine/core';
import { DEFAULT_SPLASH_IMAGE, settingImage } from '@vitrine/core/settings';
import { srcSetOf } from '../media/responsive-image.ts';

/** Its width on screen (contact-page.css): the whole width in one column up to 1100 px, else half. */
export const CONTACT_ILLUSTRATION_SIZES = '(max-width: 1100px) 100vw, 50vw';

export interface ContactIllustration {
  src: string;
  /** The picture's screen-size renditions; none for the default picture or one stored without them. */
  srcSet: string | undefined;
  sizes: string | undefined;
}

/** The picture beside the contact form: the site's contact-image setting, else the default splash. */
export function contactIllustration(settings: readonly TSetting[] | undefined): ContactIllustration {
  const image = settingImage(settings ?? [], 'contact-image');
  const srcSet = image ? srcSetOf(image) : undefined;
  return {
    src: image?.url ?? DEFAULT_SPLASH_IMAGE,
    srcSet,
    sizes: srcSet ? CONTACT_ILLUSTRATION_SIZES : undefined,
  };
}
