import { favouriteListCatalogues } from '@vitrine/core/i18n/favourite-list';
import { addStrings } from '../../i18n/setup.ts';
import type { I18n } from '../../i18n/translations.ts';

/**
 * Adds the favourites list's and the comparison's strings (the heart's are in the first bundle);
 * imported by the sidebar's list and the comparison page only.
 */
export function registerFavouriteStrings(instance?: I18n): void {
  addStrings(favouriteListCatalogues, instance);
}
