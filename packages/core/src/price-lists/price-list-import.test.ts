import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-read.ts';
import { columnsOfHeader, priceListNumber } from './price-list-columns.ts';
import { type PriceListUnit, planPriceListImport } from './price-list-import.ts';

const units = new Map<number, PriceListUnit>([
  [10, { id: 10, name: 'A01', status_id: 1, price: 605000, surface: 92.5 }],
  [11, { id: 11, name: 'A02', status_id: 2, price: null, surface: 70 }],
]);
const statuses = [
  { id: 1, names: ['Disponible', 'Available'] },
  { id: 2, names: ['Vendu', 'Sold'] },
  { id: 3, names: ['Réservé', 'Reserved'] },
];
const HEADER = ['id', 'batiment', 'etage', 'unite', 'statut', 'prix', 'surface'];
const plan = (...lines: (string | number | null)[][]) =>
  planPriceListImport([HEADER, ...lines], { units, statuses });

describe('reading a CSV file', () => {
  it('reads semicolons, quotes, CRLF lines and a BOM, and drops the export’s formula guard', () => {
    expect(readCsv('\uFEFFid;nom\r\n10;"A;01"\r\n11;"dit ""x"""\r\n12;\'-1\r\n')).toEqual([
      ['id', 'nom'],
      ['10', 'A;01'],
      ['11', 'dit "x"'],
      ['12', '-1'],
    ]);
  });

  it('finds a comma or tab separator from the first line and skips blank lines', () => {
    expect(readCsv('id,prix\n10,"605,5"\n\n')).toEqual([
      ['id', 'prix'],
      ['10', '605,5'],
    ]);
    expect(readCsv('id\tprix\n10\t1')).toEqual([
      ['id', 'prix'],
      ['10', '1'],
    ]);
  });
});

describe('price list headers and numbers', () => {
  it.each([
    ['Prix (€)', 'price'],
    ['Statut', 'status'],
    ['Surface m²', 'surface'],
    ['ÉTAGE', 'floor'],
    ['status', 'status'],
    ['commentaire', undefined],
  ])('header %j is the %s column', (header, column) => {
    expect(columnsOfHeader([header])).toEqual([column]);
  });

  it('writes numbers for French-locale spreadsheets', () => {
    expect(priceListNumber(92.5)).toBe('92,5');
    expect(priceListNumber(605000)).toBe('605000');
    expect(priceListNumber(null)).toBe('');
  });
});

describe('planning a price list import', () => {
  it('lists every changed field of every unit, numbers read the Belgian way', () => {
    const result = plan(
      ['10', 'A', '0', 'A01', 'Vendu', '615.000', '92,5'],
      ['11', 'A', '0', 'A02', 'sold', '605 000', '71,25'],
    );
    expect(result).toEqual({
      ok: true,
      unchanged: 0,
      refusals: [],
      changes: [
        { line: 2, unit_id: 10, unit: 'A01', field: 'status_id', from: 1, to: 2 },
        { line: 2, unit_id: 10, unit: 'A01', field: 'price', from: 605000, to: 615000 },
        { line: 3, unit_id: 11, unit: 'A02', field: 'price', from: null, to: 605000 },
        { line: 3, unit_id: 11, unit: 'A02', field: 'surface', from: 70, to: 71.25 },
      ],
    });
  });

  it('counts a line as unchanged when it matches the unit (XLSX numbers as numbers)', () => {
    expect(plan([10, 'A', '0', 'A01', 'Disponible', 605000, 92.5])).toMatchObject({
      changes: [],
      unchanged: 1,
    });
  });

  it('keeps the status when its cell is empty and removes the price when its cell is empty', () => {
    const result = plan(['10', '', '', '', '', '', '92,5']);
    expect(result).toMatchObject({
      changes: [{ unit_id: 10, field: 'price', from: 605000, to: null }],
    });
  });

  it('refuses each bad line with its reason and keeps the good ones', () => {
    const result = plan(
      ['999', '', '', '', 'Vendu', '1', '1'],
      ['abc', '', '', '', 'Vendu', '1', '1'],
      ['10', '', '', '', 'Vendu', 'cher', '92,5'],
      ['11', '', '', '', 'Optionné', '1', '70'],
      ['10', '', '', '', 'Vendu', '1', '92,5'],
    );
    if (!result.ok) throw new Error('refused whole');
    expect(result.changes).toEqual([]);
    expect(result.refusals).toEqual([
      { line: 2, unit: '999', reason: { key: 'api.priceLists.unknownUnit', params: { unit: '999' } } },
      { line: 3, unit: 'abc', reason: { key: 'api.priceLists.unknownUnit', params: { unit: 'abc' } } },
      { line: 4, unit: '10', reason: { key: 'api.priceLists.badPrice', params: { value: 'cher' } } },
      { line: 5, unit: '11', reason: { key: 'api.priceLists.unknownStatus', params: { value: 'Optionné' } } },
      {
        line: 6,
        unit: '10',
        reason: { key: 'api.priceLists.duplicateUnit', params: { unit: 'A01', first: 4 } },
      },
    ]);
  });

  it.each([
    [['10', '', '', '', '', '-5', '92,5'], 'api.priceLists.negativePrice'],
    [['10', '', '', '', '', '1', ''], 'api.priceLists.missingSurface'],
    [['10', '', '', '', '', '1', '9,9,9'], 'api.priceLists.badSurface'],
    [['10', '', '', '', '', '60.50.00', '9'], 'api.priceLists.badPrice'],
  ])('refuses %j (%s)', (line, key) => {
    const result = plan(line);
    expect(result.ok && result.refusals[0]?.reason.key).toBe(key);
  });

  it('refuses a file without an id column, without value columns, or without lines', () => {
    const known = { units, statuses };
    expect(
      planPriceListImport(
        [
          ['unite', 'prix'],
          ['A01', '1'],
        ],
        known,
      ),
    ).toEqual({
      ok: false,
      reason: { key: 'api.priceLists.noIdColumn' },
    });
    expect(
      planPriceListImport(
        [
          ['id', 'unite'],
          ['10', 'A01'],
        ],
        known,
      ),
    ).toEqual({
      ok: false,
      reason: { key: 'api.priceLists.noValueColumn' },
    });
    expect(planPriceListImport([HEADER], known)).toEqual({
      ok: false,
      reason: { key: 'api.priceLists.empty' },
    });
  });

  it('changes only the columns the file has', () => {
    const result = planPriceListImport(
      [
        ['ID', 'Prix'],
        ['10', '700000'],
      ],
      { units, statuses },
    );
    expect(result).toMatchObject({ changes: [{ field: 'price', to: 700000 }] });
  });
});
