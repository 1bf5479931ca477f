import { adminCatalogues } from '@vitrine/core/i18n/admin';
import { addStrings } from './setup.ts';
import type { I18n } from './translations.ts';

/**
 * Adds the back office's strings. Imported by the admin only, so they travel in its lazy chunk
 * and the public site's first load does not carry them.
 */
export function addAdminStrings(instance?: I18n): void {
  addStrings(adminCatalogues, instance);
}
