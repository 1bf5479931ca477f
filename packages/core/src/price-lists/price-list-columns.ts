/** The unit fields a price list changes, in the order of its columns. */
export const PRICE_LIST_FIELDS = ['status_id', 'price', 'surface'] as const;
export type TPriceListField = (typeof PRICE_LIST_FIELDS)[number];

export type TPriceListColumn = 'id' | 'building' | 'floor' | 'unit' | 'status' | 'price' | 'surface';

/**
 * The columns of an exported price list and the header names an import recognises for each (case,
 * accents, spaces and a unit in brackets aside: "Prix (€)", "Surface m²", "Statut", "status").
 * `id` finds the unit; building, floor and unit name are there for people and never read back.
 */
export const PRICE_LIST_COLUMNS: readonly { key: TPriceListColumn; header: string; aliases: string[] }[] = [
  { key: 'id', header: 'id', aliases: ['id', 'identifiant', 'unit id', 'id unite'] },
  { key: 'building', header: 'batiment', aliases: ['batiment', 'building'] },
  { key: 'floor', header: 'etage', aliases: ['etage', 'floor'] },
  { key: 'unit', header: 'unite', aliases: ['unite', 'lot', 'unit', 'nom', 'name'] },
  { key: 'status', header: 'statut', aliases: ['statut', 'status'] },
  { key: 'price', header: 'prix', aliases: ['prix', 'price', 'prix tvac', 'prix htva'] },
  { key: 'surface', header: 'surface', aliases: ['surface', 'superficie', 'area'] },
];

/** A header cell as compared: lower case, no accents, no "(…)", "€", "m²"/"m2", single spaces. */
export function normalisedHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)|€|m²|\bm2\b/g, ' ')
    .replace(/[_\-.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Which column each header cell is (undefined for a column the import ignores). */
export function columnsOfHeader(header: readonly unknown[]): (TPriceListColumn | undefined)[] {
  return header.map((cell) => {
    const text = normalisedHeader(String(cell ?? ''));
    return PRICE_LIST_COLUMNS.find((column) => column.aliases.includes(text))?.key;
  });
}

/** A number as the export writes it for French-locale spreadsheets: "92,5", "605000", "" for none. */
export function priceListNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Number(value)).replace('.', ',');
}
