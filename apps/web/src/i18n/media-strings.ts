import { mediaCatalogues } from '@vitrine/core/i18n/media';
import { addStrings } from './setup.ts';
import type { I18n } from './translations.ts';

/** Adds the media pages' strings (panoramas, gallery, videos, 360 view); imported by those pages only. */
export function registerMediaStrings(instance?: I18n): void {
  addStrings(mediaCatalogues, instance);
}
