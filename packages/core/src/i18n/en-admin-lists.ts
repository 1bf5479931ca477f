import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminLists } from './fr-admin-lists.ts';

export const enAdminLists: CatalogueShape<typeof frAdminLists> = {
  search: 'Search',
  unitSearch: 'Search: name, ID or typology (T3, 2 bed.)',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  typologyFilter: 'Typology',
  allTypologies: 'All typologies',
  unitName: 'ID (public link)',
  unitNameHint:
    'Used as the public link and the outline name: letters without accents, digits, ".", "-" and "_" (e.g. B.3.01). After a change, old links lead to the new name.',
  floorNameHint: 'Used as the public link ("3rd floor" → 3rd-floor); unique in the building.',
  bedrooms: 'Bedrooms (sets the typology)',
  bedroomsHint: '0 = studio; 1 = ST; 2 = T2 / 2 bedrooms depending on the project',
  saveAndAdd: 'Save and add another',
  duplicate: 'Duplicate',
  duplicateOf: 'Copy of {{name}}: give it a new ID.',
  saved: 'Unit {{name}} saved.',
  notPublic: 'Not on the site yet',
  notPublicFloor: 'Floor not on the site yet',
  missingFrames: 'the floor’s 29 pictures',
  missingOutline: 'its outline',
  missingOutlines: 'the outline of {{count}} unit(s)',
  missing: 'Missing: {{what}}.',
  fix: 'Add them in the building’s media',
  fixOutlines: 'Draw the outlines in the editor',
  readOnlySetting: 'Read only: your role cannot change it.',
};
