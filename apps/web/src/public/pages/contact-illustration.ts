import type { TSetting } from '@vitrine/core';
import { DEFAULT_SPLASH_IMAGE, settingImageUrl } from '@vitrine/core/settings';

/** The picture beside the contact form: the site's contact-image setting, else the default splash. */
export function contactIllustrationUrl(settings: readonly TSetting[] | undefined): string {
  return settingImageUrl(settings ?? [], 'contact-image') ?? DEFAULT_SPLASH_IMAGE;
}
