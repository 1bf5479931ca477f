import { describe, expect, it } from 'vitest';
import { floorPresence, floorViewMissing } from './site-presence.ts';

const outline = (name: string) => ({ name, points: [] });

describe('what keeps a floor and its units off the public model', () => {
  const units = [
    { id: 1, name: 'A.1.01', unit_id: null },
    { id: 2, name: 'A.1.02', unit_id: null },
    { id: 3, name: 'A.1.03', unit_id: null },
    { id: 4, name: 'P.01', unit_id: 1 },
  ];

  it('names the top-level units no outline names, in the floor view or the full view, case aside', () => {
    const file = { a: [outline('a.1.02')], 'a/etage-1': [outline('A.1.01')] };
    expect(floorPresence(true, file, { building: 'a', floor: 'etage-1' }, units)).toEqual({
      framesMissing: false,
      unitsWithoutOutline: [3],
    });
  });

  it('without a polygon file or frames, every unit and the frames are missing', () => {
    expect(floorPresence(false, null, { building: 'a', floor: 'etage-1' }, units)).toEqual({
      framesMissing: true,
      unitsWithoutOutline: [1, 2, 3],
    });
  });
});

describe("what keeps a floor's view off the public model", () => {
  it('needs its frames and at least one outline in its view', () => {
    const file = { a: [outline('A.1.01')], 'a/etage-1': [outline('A.1.01')] };
    expect(floorViewMissing(true, file, { building: 'a', floor: 'etage-1' })).toEqual([]);
    expect(floorViewMissing(false, file, { building: 'a', floor: 'etage-2' })).toEqual([
      'frames',
      'outlines',
    ]);
  });
});
