/** Favourites and comparison (issue 15 point 2): the heart, in the model's first bundle. */
export const frFavourites = {
  heart: 'Favori : {{name}}',
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
  full: 'Vous avez déjà {{count}} favoris : retirez-en un pour en ajouter un autre.',
};
