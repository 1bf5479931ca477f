import type { TSetting } from '@vitrine/core';
import { type ScreenPicture, settingPicture } from '../media/setting-picture.ts';

/** Its width on screen (contact-page.css): the whole width in one column up to 1100 px, else half. */
export const CONTACT_ILLUSTRATION_SIZES = '(max-width: 1100px) 100vw, 50vw';

/** The picture beside the contact form: the site's contact-image setting, else the default splash. */
export function contactIllustration(settings: readonly TSetting[] | undefined): ScreenPicture {
  return settingPicture(settings, 'contact-image', CONTACT_ILLUSTRATION_SIZES);
}
