import type { CatalogueShape } from './catalogue-shape.ts';
import type { frUnitSheet } from './fr-unit-sheet.ts';

export const enUnitSheet: CatalogueShape<typeof frUnitSheet> = {
  download: 'PDF sheet',
  downloadTitle: 'Download this home’s sheet as a PDF',
  fileName: 'sheet',
  location: 'Where it is in the project',
  plan: '2D plan',
  qrCaption: 'Scan to see this home online again',
  legal: 'Legal information',
  terms: 'Terms and conditions: {{url}}',
  notContractual: 'Non-contractual document: prices, surfaces and availability may change.',
  page: '{{page}} / {{pages}}',
  mailAttached: 'This home’s sheet is attached to this message as a PDF.',
};
