/** The arrows on each side of the model's rotation slider. */
export const frOrbitalTurn = {
  left: 'Tourner la maquette vers la gauche',
  right: 'Tourner la maquette vers la droite',
};
