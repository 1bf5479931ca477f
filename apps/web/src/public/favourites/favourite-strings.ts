import { favouriteListCatalogues } from '@vitrine/core/i18n/favourite-list';
import type { i18n } from 'i18next';
import { addStrings } from '../../i18n/setup.ts';

/**
 * Adds the favourites list's and the comparison's strings (the heart's are in the first bundle);
 * imported by the sidebar's list and the comparison page only.
 */
export function registerFavouriteStrings(instance?: i18n): void {
  addStrings(favouriteListCatalogues, instance);
}
