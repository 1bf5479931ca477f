import type { CatalogueShape } from './catalogue-shape.ts';
import type { frApiPriceLists } from './fr-api-price-lists.ts';

/** English messages of price list imports and the unit history (issue 16 point 4), under `api.priceLists`. */
export const enApiPriceLists: CatalogueShape<typeof frApiPriceLists> = {
  empty: 'The file has no line below its headers.',
  tooManyLines: 'The file has more than {{max}} lines.',
  noIdColumn: 'The file has no “id” column: export the price list and edit it.',
  noValueColumn: 'The file has no “status”, “price” or “surface” column.',
  notSpreadsheet: 'The file is neither a CSV nor an XLSX workbook.',
  unreadableXlsx: 'The XLSX workbook cannot be read.',
  noFile: 'Choose a CSV or XLSX file.',
  unknownUnit: 'Unknown unit “{{unit}}” (not a unit of this project)',
  duplicateUnit: 'Unit {{unit}} is already on line {{first}}',
  badPrice: 'Unreadable price “{{value}}”',
  negativePrice: 'Negative price “{{value}}”',
  badSurface: 'Unreadable surface “{{value}}”',
  negativeSurface: 'Negative surface “{{value}}”',
  missingSurface: 'The surface cannot be empty',
  unknownStatus: 'Unknown status “{{value}}”',
  stale: 'Unit {{unit}} changed since the preview: read the file again before applying.',
  notOfProject: 'This unit is not of this project.',
};
