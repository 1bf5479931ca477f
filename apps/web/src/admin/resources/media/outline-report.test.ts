import { describe, expect, it } from 'vitest';
import { entriesOf, outlineReport, outlinesOnFrame } from './outline-report.ts';

describe('outlines against units', () => {
  it('lists outlines matching no unit and units without outline, ignoring case', () => {
    expect(outlineReport(['A.0.01', 'a.0.02', 'ghost', 'b'], ['A.0.01', 'A.0.02', 'A.0.03'], ['B'])).toEqual({
      outlinesWithoutUnit: ['ghost'],
      unitsWithoutOutline: ['A.0.03'],
    });
  });

  it('reads the view key of a floor, then without regard to case', () => {
    const file = { A: [{ name: 'x', points: [] }], 'a/1': [{ name: 'y', points: [] }] };
    expect(entriesOf(file, 'a', null)[0]?.name).toBe('x');
    expect(entriesOf(file, 'a', '1')[0]?.name).toBe('y');
    expect(entriesOf(null, 'a', null)).toEqual([]);
    // the file lives in the building's folder: a building renamed since still finds its views
    expect(entriesOf(file, 'Renamed', null)[0]?.name).toBe('x');
    expect(entriesOf(file, 'Renamed', '1')[0]?.name).toBe('y');
    expect(entriesOf(file, 'a', '2')).toEqual([]);
  });

  it('gives each outline its points on a frame and whether it matched', () => {
    const entries = [
      { name: 'A.0.01', points: ['0,0 10,0 10,10', ''] },
      { name: 'ghost', points: ['', '1,1 2,2 3,1'] },
    ];
    const report = outlineReport(['A.0.01', 'ghost'], ['A.0.01']);
    const frame0 = outlinesOnFrame(entries, 0, report);
    expect(frame0.map((outline) => [outline.name, outline.points.length, outline.matched])).toEqual([
      ['A.0.01', 3, true],
      ['ghost', 0, false],
    ]);
  });
});
