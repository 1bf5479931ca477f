import { mediaCatalogues } from '@vitrine/core/i18n/media';
import type { i18n } from 'i18next';
import { addStrings } from './setup.ts';

/** Adds the media pages' strings (panoramas, gallery, videos, 360 view); imported by those pages only. */
export function registerMediaStrings(instance?: i18n): void {
  addStrings(mediaCatalogues, instance);
}
