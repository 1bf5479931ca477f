import { adminCatalogues } from '@vitrine/core/i18n/admin';
import type { i18n } from 'i18next';
import { addStrings } from './setup.ts';

/**
 * Adds the back office's strings. Imported by the admin only, so they travel in its lazy chunk
 * and the public site's first load does not carry them.
 */
export function addAdminStrings(instance?: i18n): void {
  addStrings(adminCatalogues, instance);
}
