import type { FavouritesEvent } from '../favourites/favourites-store.ts';

/**
 * Counts, for the site's analytics, a favourite added and a comparison opened (favourites
 * removed and comparisons shared are not among the counted kinds). The beacon code loads with
 * the first one: the favourites' heart is in the model's first bundle, this is not.
 */
export function countFavouritesEvent(event: FavouritesEvent): void {
  if (event.kind !== 'favourite_added' && event.kind !== 'comparison_opened') return;
  void import('./visitor-events.ts').then(({ countVisitorEvent }) =>
    event.kind === 'favourite_added'
      ? countVisitorEvent('favourite_added', event.unitId)
      : countVisitorEvent('comparison_opened'),
  );
}
