import type { CatalogueShape } from './catalogue-shape.ts';
import type { frOrbitalTurn } from './fr-orbital-turn.ts';

export const enOrbitalTurn: CatalogueShape<typeof frOrbitalTurn> = {
  left: 'Turn the model left',
  right: 'Turn the model right',
};
