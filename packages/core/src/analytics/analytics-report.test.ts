import { describe, expect, it } from 'vitest';
import { buildAnalyticsReport, reportPeriod, reportTable } from './analytics-report.ts';

const UNITS = [
  { id: 1, name: 'A01', typology: 'T2', status_id: 1, status_name: 'Disponible' },
  { id: 2, name: 'A02', typology: 'T2', status_id: 2, status_name: 'Vendu' },
  { id: 3, name: 'A03', typology: 'T3', status_id: 3, status_name: 'Réservé' },
];

describe('the analytics report', () => {
  const report = buildAnalyticsReport({
    from: '2026-11-01',
    to: '2026-11-03',
    units: UNITS,
    counts: [
      { day: '2026-11-01', kind: 'visit', unit_id: 0, count: 10 },
      { day: '2026-11-03', kind: 'visit', unit_id: 0, count: 4 },
      { day: '2026-11-01', kind: 'unit_opened', unit_id: 1, count: 6 },
      { day: '2026-11-02', kind: 'unit_opened', unit_id: 2, count: 2 },
      { day: '2026-11-02', kind: 'unit_opened', unit_id: 1, count: 3 },
      { day: '2026-11-02', kind: 'sheet_mailed', unit_id: 2, count: 1 },
      { day: '2026-11-03', kind: 'contact_sent', unit_id: 2, count: 1 },
      { day: '2026-11-03', kind: 'contact_sent', unit_id: 0, count: 2 },
      { day: '2026-11-03', kind: 'favourite_added', unit_id: 1, count: 1 },
      // a unit deleted since: in the days, in no ranking
      { day: '2026-11-03', kind: 'unit_opened', unit_id: 99, count: 5 },
      // outside the period, or a kind no longer known: left out
      { day: '2026-10-31', kind: 'visit', unit_id: 0, count: 100 },
      { day: '2026-11-01', kind: 'purchase', unit_id: 0, count: 100 },
    ],
  });

  it('has every day of the period, with zeros where nothing happened', () => {
    expect(report.days.map((day) => [day.day, day.counts.visit, day.counts.unit_opened])).toEqual([
      ['2026-11-01', 10, 6],
      ['2026-11-02', 0, 5],
      ['2026-11-03', 4, 5],
    ]);
    expect(report.totals).toMatchObject({ visit: 14, unit_opened: 16, contact_sent: 3, sheet_mailed: 1 });
  });

  it('ranks units by sheets opened, with their status, and leaves out units nobody looked at', () => {
    expect(
      report.units.map((unit) => [unit.name, unit.status, unit.opened, unit.leads, unit.favourites]),
    ).toEqual([
      ['A01', 'available', 9, 0, 1],
      ['A02', 'sold', 2, 2, 0],
    ]);
  });

  it('sets typologies against what sells', () => {
    expect(report.typologies).toEqual([
      { typology: 'T2', units: 2, available: 1, sold: 1, opened: 11, leads: 2 },
      { typology: 'T3', units: 1, available: 0, sold: 0, opened: 0, leads: 0 },
    ]);
  });

  it('converts sheets opened into leads about a unit', () => {
    expect(report.conversion).toEqual({ opened: 11, leads: 2, rate: 2 / 11 });
    const quiet = buildAnalyticsReport({ from: '2026-11-01', to: '2026-11-01', units: UNITS, counts: [] });
    expect(quiet.conversion.rate).toBeNull();
  });

  it('exports a line a day, or a line a ranked unit', () => {
    const days = reportTable(report, 'days');
    expect(days.header.slice(0, 3)).toEqual(['day', 'visit', 'unit_opened']);
    expect(days.rows[0]!.slice(0, 3)).toEqual(['2026-11-01', 10, 6]);
    expect(reportTable(report, 'units').rows[0]).toEqual([1, 'A01', 'T2', 'Disponible', 9, 1, 0]);
  });
});

describe('the period of a report', () => {
  it.each([
    [{}, { from: '2026-10-29', to: '2026-11-27' }],
    [
      { from: '2026-11-01', to: '2026-11-03' },
      { from: '2026-11-01', to: '2026-11-03' },
    ],
    [{ from: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-27' }],
    [{ to: '2026-01-30' }, { from: '2026-01-01', to: '2026-01-30' }],
    [{ from: '2026-11-03', to: '2026-11-01' }, { problem: 'order' }],
    [{ from: '2024-01-01', to: '2026-11-01' }, { problem: 'length' }],
    [{ from: '2026-02-30' }, { problem: 'date' }],
  ])('%j → %j', (query, expected) => {
    expect(reportPeriod(query, '2026-11-27')).toEqual(expected);
  });
});
