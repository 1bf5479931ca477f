import type { CatalogueShape } from './catalogue-shape.ts';
import type { frFrontAvailability } from './fr-front-availability.ts';

export const enFrontAvailability: CatalogueShape<typeof frFrontAvailability> = {
  availability: {
    priceOnRequest: 'Price on request',
    placeNotFound: 'There is no building or floor “{{name}}”: here is the main model.',
    unitNotFound: 'There is no unit “{{name}}” in this view.',
    legendAvailable: 'Available',
    legendReserved: 'Reserved',
    legendSold: 'Sold',
    legendStatus: 'Availability',
  },
};
