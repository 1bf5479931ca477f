import { kioskCatalogues } from '@vitrine/core/i18n/kiosk';
import type { i18n } from 'i18next';
import { addStrings } from '../../i18n/setup.ts';

/** Adds kiosk mode's strings (under `kiosk`); imported by the kiosk's lazy code and the back office's link panel. */
export function registerKioskStrings(instance?: i18n): void {
  addStrings(kioskCatalogues, instance);
}
