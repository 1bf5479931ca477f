import { kioskCatalogues } from '@vitrine/core/i18n/kiosk';
import { addStrings } from '../../i18n/setup.ts';
import type { I18n } from '../../i18n/translations.ts';

/** Adds kiosk mode's strings (under `kiosk`); imported by the kiosk's lazy code and the back office's link panel. */
export function registerKioskStrings(instance?: I18n): void {
  addStrings(kioskCatalogues, instance);
}
