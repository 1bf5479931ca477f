import type { CatalogueShape } from './catalogue-shape.ts';
import type { frFavourites } from './fr-favourites.ts';

export const enFavourites: CatalogueShape<typeof frFavourites> = {
  heart: 'Favourite: {{name}}',
  add: 'Add to favourites',
  remove: 'Remove from favourites',
  full: 'You already have {{count}} favourites: remove one to add another.',
};
