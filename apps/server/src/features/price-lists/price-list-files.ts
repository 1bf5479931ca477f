import { TextDecoder } from 'node:util';
import { readCsv } from '@vitrine/core/price-lists/csv-read';
import { PRICE_LIST_COLUMNS, priceListNumber } from '@vitrine/core/price-lists/price-list-columns';
import type { PriceListCell } from '@vitrine/core/price-lists/price-list-import';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest } from '../../http/http-errors.ts';
import { toCsv } from '../contacts-export/contacts-csv.ts';
import type { PriceListRow } from './price-list-repository.ts';

/** A price list file is small: a bigger upload is refused before it is read. */
export const PRICE_LIST_MAX_BYTES = 2 * 1024 * 1024;

const HEADER = PRICE_LIST_COLUMNS.map((column) => column.header);

function cellsOf(unit: PriceListRow, statusLabel: (id: number | null) => string) {
  return [
    unit.id,
    unit.building,
    unit.floor,
    unit.name,
    statusLabel(unit.status_id),
    unit.price,
    unit.surface,
  ];
}

/** The price list as CSV for French-locale spreadsheets (the contacts export's writer: formulas neutralised). */
export function priceListCsv(units: PriceListRow[], statusLabel: (id: number | null) => string): string {
  return toCsv(
    HEADER,
    units.map((unit) => {
      const cells = cellsOf(unit, statusLabel);
      return [...cells.slice(0, 5), priceListNumber(unit.price), priceListNumber(unit.surface)];
    }),
  );
}

/** The price list as an XLSX workbook: numbers as numbers, text cells as text (never formulas). */
export async function priceListXlsx(
  units: PriceListRow[],
  statusLabel: (id: number | null) => string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prix');
  sheet.columns = HEADER.map((header, index) => ({ header, key: header, width: index === 0 ? 8 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const unit of units) sheet.addRow(cellsOf(unit, statusLabel));
  sheet.getColumn(6).numFmt = '#,##0.00';
  sheet.getColumn(7).numFmt = '0.00';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xlsxCell(value: ExcelJS.CellValue): PriceListCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** A price list workbook unpacks to a few megabytes: more is refused before it is inflated. */
const XLSX_LIMITS = { entries: 500, totalBytes: 40 * 1024 * 1024 };

/** Whether a ZIP's directory announces a workbook of reasonable size (a zip bomb is refused unread). */
function reasonableZip(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let entries = 0;
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        if (entries > XLSX_LIMITS.entries || total > XLSX_LIMITS.totalBytes) {
          zip.close();
          resolve(false);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(true));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

async function readXlsx(bytes: Buffer): Promise<PriceListCell[][]> {
  if (!(await reasonableZip(bytes))) throw badRequest({ key: 'api.priceLists.unreadableXlsx' });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest({ key: 'api.priceLists.unreadableXlsx' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest({ key: 'api.priceLists.unreadableXlsx' });
  const rows: PriceListCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map(xlsxCell));
  });
  return rows;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Text that holds control characters other than tab and line breaks is not a CSV. */
const hasBinary = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 32 && char !== '\t' && char !== '\n' && char !== '\r';
  });

/**
 * The rows of an uploaded price list, told apart by content, never by name: a ZIP signature is an
 * XLSX workbook (first sheet); otherwise it must be text — UTF-8, or Windows-1252 as French Excel
 * saves "CSV (séparateur : point-virgule)" — without binary bytes. Anything else is a 400.
 */
export async function readPriceListFile(bytes: Buffer): Promise<PriceListCell[][]> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readXlsx(bytes);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    text = WINDOWS_1252.decode(bytes);
  }
  if (text.trim() === '' || hasBinary(text)) throw badRequest({ key: 'api.priceLists.notSpreadsheet' });
  return readCsv(text);
}
