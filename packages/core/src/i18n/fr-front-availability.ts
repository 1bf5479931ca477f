/** Public strings of the statuses and opening rules (issue 13): missing prices, wrong places, legend marks. */
export const frFrontAvailability = {
  availability: {
    priceOnRequest: 'Prix sur demande',
    placeNotFound: "Le bâtiment ou l'étage « {{name}} » n'existe pas : voici la maquette principale.",
    unitNotFound: "Le bien « {{name}} » n'existe pas dans cette vue.",
    legendAvailable: 'Disponible',
    legendReserved: 'Réservé',
    legendSold: 'Vendu',
    legendStatus: 'Disponibilité',
  },
};
