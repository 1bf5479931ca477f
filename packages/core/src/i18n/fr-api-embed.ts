/** French messages of the embed settings and the public read API (issue 16 point 3). */
export const frApiEmbed = {
  missingKey: 'Clé d’API manquante : envoyez-la dans l’en-tête « Authorization: Bearer … » ou « X-Api-Key ».',
  unknownKey: 'Cette clé d’API n’est pas reconnue.',
  revokedKey: 'Cette clé d’API a été révoquée.',
};
