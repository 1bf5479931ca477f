/** French strings of a user's avatar (users' form). */
export const frAdminAvatar = {
  title: 'Avatar',
  hint: 'Image carrée de 200 × 200 px : le centre de l’image est gardé.',
  none: 'Pas encore d’avatar',
  current: 'Avatar de {{name}}',
  save: 'Valider l’avatar',
  saved: 'Avatar enregistré',
};
