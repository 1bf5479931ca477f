import { DEFAULT_SPLASH_IMAGE } from '@vitrine/core/settings';
import type { SyntheticEvent } from 'react';

/** An `<img>`'s onError: a missing or broken file shows the default estate image instead (once). */
export function showDefaultImage(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.src.endsWith(DEFAULT_SPLASH_IMAGE)) return;
  image.removeAttribute('srcset');
  image.src = DEFAULT_SPLASH_IMAGE;
}
