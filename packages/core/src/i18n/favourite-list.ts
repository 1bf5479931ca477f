import { enFavouriteList } from './en-favourite-list.ts';
import { frFavouriteList } from './fr-favourite-list.ts';

/** The favourites list's and the comparison page's strings, under `favouriteList`; added when they load. */
export const favouriteListCatalogues = {
  fr: { favouriteList: frFavouriteList },
  en: { favouriteList: enFavouriteList },
};
