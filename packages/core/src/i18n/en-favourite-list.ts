import type { CatalogueShape } from './catalogue-shape.ts';
import type { frFavouriteList } from './fr-favourite-list.ts';

export const enFavouriteList: CatalogueShape<typeof frFavouriteList> = {
  open: 'Favourites ({{count}})',
  title: 'My favourites',
  close: 'Close my favourites',
  compareUnit: 'Compare {{name}}',
  compare: 'Compare ({{count}})',
  compareHint: 'Tick 2 to 4 units to compare them.',
  sold: 'Sold since you picked it',
  gone: 'This unit is no longer offered on the site.',
  forget: 'Remove this unit from the list',
  comparison: {
    title: 'Comparison',
    back: 'Back to the model',
    share: 'Share the comparison',
    copied: 'Comparison link copied: it opens the same comparison.',
    copyFailed: 'Copy this link to share the comparison: {{url}}',
    keep: 'Keep these units in my favourites',
    plan: 'Plan',
    exteriors: 'Outdoor spaces',
    none: '—',
    noExterior: 'None',
    soldMark: 'Sold',
    missing_one: '{{count}} unit of this link is no longer offered on the site.',
    missing_other: '{{count}} units of this link are no longer offered on the site.',
    nothing: 'No unit of this link is offered on the site.',
    one: 'Add another unit to your favourites to compare it with this one.',
  },
};
