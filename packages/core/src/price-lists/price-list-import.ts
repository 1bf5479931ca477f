import type { Message } from '../i18n/index.ts';
import { parseTypedNumber } from '../typed-number.ts';
import { columnsOfHeader, normalisedHeader, type TPriceListField } from './price-list-columns.ts';

/** A cell as read from a CSV (text) or an XLSX sheet (text, number or empty). */
export type PriceListCell = string | number | null | undefined;

/** A unit as it stands, among those the importer may change. */
export interface PriceListUnit {
  id: number;
  name: string;
  status_id: number | null;
  price: number | null;
  surface: number;
}

/** A status a unit of the project may take, with the names a sheet may give it (fr, en). */
export interface PriceListStatus {
  id: number;
  names: string[];
}

/** One field of one unit that the import would change. */
export interface PriceListChange {
  line: number;
  unit_id: number;
  unit: string;
  field: TPriceListField;
  from: number | null;
  to: number | null;
}

/** A line left out, with why (a catalogue message, translated for whoever reads it). */
export interface PriceListRefusal {
  line: number;
  /** The line's id cell as written. */
  unit: string;
  reason: Message;
}

export type PriceListPlan =
  | {
      ok: true;
      changes: PriceListChange[];
      refusals: PriceListRefusal[];
      /** Lines read without refusal and without any change. */
      unchanged: number;
    }
  /** The file as a whole cannot be read as a price list. */
  | { ok: false; reason: Message };

/** More lines than any project has units: a bigger file is refused whole. */
export const PRICE_LIST_MAX_LINES = 5000;
const MAX_PRICE = 999_999_999_999;
const MAX_SURFACE = 9_999_999;

type NumberReading = { value: number | null } | { refused: Message };

function cellText(cell: PriceListCell): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** A price or surface cell: a number in cents, null when empty, or why it is refused. */
function readNumber(cell: PriceListCell, field: 'price' | 'surface', max: number): NumberReading {
  const text = cellText(cell);
  const parsed = typeof cell === 'number' ? cell : parseTypedNumber(text);
  const key = field === 'price' ? 'api.priceLists.badPrice' : 'api.priceLists.badSurface';
  if (parsed === undefined || (parsed !== null && (!Number.isFinite(parsed) || parsed > max)))
    return { refused: { key, params: { value: text } } };
  if (parsed !== null && parsed < 0)
    return {
      refused: {
        key: field === 'price' ? 'api.priceLists.negativePrice' : 'api.priceLists.negativeSurface',
        params: { value: text },
      },
    };
  return { value: parsed === null ? null : Math.round(parsed * 100) / 100 };
}

function readStatus(
  cell: PriceListCell,
  statuses: readonly PriceListStatus[],
): { value: number | undefined } | { refused: Message } {
  const text = cellText(cell);
  if (text === '') return { value: undefined };
  const wanted = normalisedHeader(text);
  const found = statuses.find(
    (status) => String(status.id) === text || status.names.some((name) => normalisedHeader(name) === wanted),
  );
  return found
    ? { value: found.id }
    : { refused: { key: 'api.priceLists.unknownStatus', params: { value: text } } };
}

const sameValue = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 0.005;

/**
 * Reads a price list (first row: headers) against the units the importer may change and the
 * project's statuses. Every line names a unit by `id`; a line is refused whole, with its reason,
 * when its unit is unknown (another project's, another corporation's, or none), already given on
 * an earlier line, or one of its cells is unreadable. Columns that are absent change nothing; an
 * empty status keeps the status, an empty price removes the price ("on request"), an empty surface
 * is refused. Numbers are read as the back office reads them ("605.000", "605 000", "92,5").
 */
export function planPriceListImport(
  rows: readonly (readonly PriceListCell[])[],
  known: { units: ReadonlyMap<number, PriceListUnit>; statuses: readonly PriceListStatus[] },
): PriceListPlan {
  const [header, ...lines] = rows;
  if (!header || lines.length === 0) return { ok: false, reason: { key: 'api.priceLists.empty' } };
  if (lines.length > PRICE_LIST_MAX_LINES)
    return {
      ok: false,
      reason: { key: 'api.priceLists.tooManyLines', params: { max: PRICE_LIST_MAX_LINES } },
    };
  const columns = columnsOfHeader(header);
  const at = (key: string) => columns.indexOf(key as never);
  const idColumn = at('id');
  if (idColumn < 0) return { ok: false, reason: { key: 'api.priceLists.noIdColumn' } };
  if (at('status') < 0 && at('price') < 0 && at('surface') < 0)
    return { ok: false, reason: { key: 'api.priceLists.noValueColumn' } };

  const changes: PriceListChange[] = [];
  const refusals: PriceListRefusal[] = [];
  const seen = new Map<number, number>();
  let unchanged = 0;

  for (const [index, cells] of lines.entries()) {
    const line = index + 2;
    const idText = cellText(cells[idColumn]);
    const refuse = (reason: Message) => refusals.push({ line, unit: idText, reason });
    const id = /^\d{1,12}$/.test(idText) ? Number(idText) : Number.NaN;
    const unit = known.units.get(id);
    if (!unit) {
      refuse({ key: 'api.priceLists.unknownUnit', params: { unit: idText } });
      continue;
    }
    const first = seen.get(unit.id);
    if (first !== undefined) {
      refuse({ key: 'api.priceLists.duplicateUnit', params: { unit: unit.name, first } });
      continue;
    }
    seen.set(unit.id, line);

    const wanted: Partial<Record<TPriceListField, number | null>> = {};
    if (at('status') >= 0) {
      const status = readStatus(cells[at('status')], known.statuses);
      if ('refused' in status) {
        refuse(status.refused);
        continue;
      }
      if (status.value !== undefined) wanted.status_id = status.value;
    }
    if (at('price') >= 0) {
      const price = readNumber(cells[at('price')], 'price', MAX_PRICE);
      if ('refused' in price) {
        refuse(price.refused);
        continue;
      }
      wanted.price = price.value;
    }
    if (at('surface') >= 0) {
      const surface = readNumber(cells[at('surface')], 'surface', MAX_SURFACE);
      if ('refused' in surface) {
        refuse(surface.refused);
        continue;
      }
      if (surface.value === null) {
        refuse({ key: 'api.priceLists.missingSurface' });
        continue;
      }
      wanted.surface = surface.value;
    }
    const before = changes.length;
    for (const [field, to] of Object.entries(wanted) as [TPriceListField, number | null][]) {
      const from = unit[field];
      if (!sameValue(from, to)) changes.push({ line, unit_id: unit.id, unit: unit.name, field, from, to });
    }
    if (changes.length === before) unchanged += 1;
  }
  return { ok: true, changes, refusals, unchanged };
}
