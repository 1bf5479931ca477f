import { ZId } from '../schemas/common.ts';
import { z } from '../schemas/zod.ts';
import { type StatusKind, statusKind } from '../status.ts';
import { VISITOR_EVENT_KINDS, type VisitorEventKind } from './visitor-events.ts';

/** Longest period a report covers. */
export const MAX_REPORT_DAYS = 366;
/** Period of a report asked without dates: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** Units listed in a report's ranking. */
export const RANKED_UNITS = 15;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * GET /api/analytics: a site, optionally one of its projects, and a period of days (UTC), as the
 * admin lists filter: `filter[domain_id]`, `filter[project_id]`, `filter[from]`, `filter[to]`.
 */
export const ZAnalyticsFilter = z.object({
  'filter[domain_id]': z.coerce.number().pipe(ZId),
  'filter[project_id]': z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().pipe(ZId).optional(),
  ),
  'filter[from]': ZDay.optional(),
  'filter[to]': ZDay.optional(),
});

/** The filter as the report reads it. */
export function analyticsQueryOf(filter: z.output<typeof ZAnalyticsFilter>) {
  return {
    domain_id: filter['filter[domain_id]'],
    project_id: filter['filter[project_id]'],
    from: filter['filter[from]'],
    to: filter['filter[to]'],
  };
}

export const ZAnalyticsQuery = ZAnalyticsFilter.transform(analyticsQueryOf);
export type TAnalyticsQuery = z.output<typeof ZAnalyticsQuery>;

export type KindCounts = Record<VisitorEventKind, number>;

/** One stored count, as the repository reads it for a period. */
export interface CountRow {
  day: string;
  kind: string;
  unit_id: number;
  count: number;
}

/** A unit as the report names it. */
export interface ReportUnitFacts {
  id: number;
  name: string;
  /** Its typology label (core's typologyLabel), '' when it has none. */
  typology: string;
  status_id: number | null;
  /** The status's name in the reader's language. */
  status_name: string;
}

export interface TUnitInterest {
  id: number;
  name: string;
  typology: string;
  status: StatusKind;
  status_name: string;
  opened: number;
  favourites: number;
  /** Sheets mailed and contact forms about the unit. */
  leads: number;
}

export interface TTypologyInterest {
  typology: string;
  units: number;
  available: number;
  sold: number;
  opened: number;
  leads: number;
}

export interface TAnalyticsReport {
  from: string;
  to: string;
  days: { day: string; counts: KindCounts }[];
  totals: KindCounts;
  /** The most opened units (then most asked about), at most RANKED_UNITS. */
  units: TUnitInterest[];
  typologies: TTypologyInterest[];
  /** Leads about a unit against the unit sheets opened; rate null when nothing was opened. */
  conversion: { opened: number; leads: number; rate: number | null };
}

const DAY_MS = 86_400_000;

export function emptyCounts(): KindCounts {
  return Object.fromEntries(VISITOR_EVENT_KINDS.map((kind) => [kind, 0])) as KindCounts;
}

function isKind(kind: string): kind is VisitorEventKind {
  return (VISITOR_EVENT_KINDS as readonly string[]).includes(kind);
}

/** Every day from `from` to `to` included (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export type PeriodProblem = 'order' | 'length' | 'date';

/**
 * The period a query asks for: both ends given, or the DEFAULT_REPORT_DAYS ending `today` (an
 * end alone counts back from it, a start alone runs to today); a problem when a date does not
 * exist, the end is before the start or the period is over MAX_REPORT_DAYS.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { problem: PeriodProblem } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  for (const day of [from, to]) {
    const parsed = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
      return { problem: 'date' };
  }
  if (to < from) return { problem: 'order' };
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) return { problem: 'length' };
  return { from, to };
}

/**
 * The dashboard's figures from the stored counts of a period and the units they may name:
 * counts per day (every day of the period, zeros included), totals, the units ranked by
 * interest with their status, typologies (what is looked at against what sells) and the
 * conversion from an opened sheet to a lead. A count naming a unit `units` does not hold
 * (deleted since) stays in the days and totals but in no ranking.
 */
export function buildAnalyticsReport(input: {
  from: string;
  to: string;
  counts: readonly CountRow[];
  units: readonly ReportUnitFacts[];
}): TAnalyticsReport {
  const byDay = new Map(daysBetween(input.from, input.to).map((day) => [day, emptyCounts()]));
  const totals = emptyCounts();
  const perUnit = new Map(
    input.units.map((unit) => [unit.id, { ...unit, opened: 0, favourites: 0, leads: 0 }]),
  );
  for (const row of input.counts) {
    if (!isKind(row.kind)) continue;
    const counts = byDay.get(row.day);
    if (!counts) continue;
    const count = Number(row.count);
    counts[row.kind] += count;
    totals[row.kind] += count;
    const unit = row.unit_id ? perUnit.get(row.unit_id) : undefined;
    if (!unit) continue;
    if (row.kind === 'unit_opened') unit.opened += count;
    else if (row.kind === 'favourite_added') unit.favourites += count;
    else if (row.kind === 'sheet_mailed' || row.kind === 'contact_sent') unit.leads += count;
  }

  const interests: TUnitInterest[] = [...perUnit.values()].map((unit) => ({
    id: unit.id,
    name: unit.name,
    typology: unit.typology,
    status: statusKind(unit.status_id),
    status_name: unit.status_name,
    opened: unit.opened,
    favourites: unit.favourites,
    leads: unit.leads,
  }));

  const typologies = new Map<string, TTypologyInterest>();
  for (const unit of interests) {
    const row = typologies.get(unit.typology) ?? {
      typology: unit.typology,
      units: 0,
      available: 0,
      sold: 0,
      opened: 0,
      leads: 0,
    };
    row.units += 1;
    if (unit.status === 'available') row.available += 1;
    if (unit.status === 'sold') row.sold += 1;
    row.opened += unit.opened;
    row.leads += unit.leads;
    typologies.set(unit.typology, row);
  }

  const opened = interests.reduce((sum, unit) => sum + unit.opened, 0);
  const leads = interests.reduce((sum, unit) => sum + unit.leads, 0);
  return {
    from: input.from,
    to: input.to,
    days: [...byDay].map(([day, counts]) => ({ day, counts })),
    totals,
    units: interests
      .filter((unit) => unit.opened + unit.leads + unit.favourites > 0)
      .sort((a, b) => b.opened - a.opened || b.leads - a.leads || a.name.localeCompare(b.name))
      .slice(0, RANKED_UNITS),
    typologies: [...typologies.values()].sort(
      (a, b) => b.opened - a.opened || a.typology.localeCompare(b.typology),
    ),
    conversion: { opened, leads, rate: opened === 0 ? null : leads / opened },
  };
}

/** The report as CSV rows: one line a day with a column a kind, or one line a ranked unit. */
export function reportTable(
  report: TAnalyticsReport,
  table: 'days' | 'units',
): { header: string[]; rows: unknown[][] } {
  if (table === 'units') {
    return {
      header: ['unit_id', 'unit', 'typology', 'status', 'opened', 'favourites', 'leads'],
      rows: report.units.map((unit) => [
        unit.id,
        unit.name,
        unit.typology,
        unit.status_name,
        unit.opened,
        unit.favourites,
        unit.leads,
      ]),
    };
  }
  return {
    header: ['day', ...VISITOR_EVENT_KINDS],
    rows: report.days.map(({ day, counts }) => [day, ...VISITOR_EVENT_KINDS.map((kind) => counts[kind])]),
  };
}
