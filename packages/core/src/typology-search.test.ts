import { describe, expect, it } from 'vitest';
import { bedroomsOfTypology } from './typology-search.ts';

describe('the bedroom count a search names as a typology', () => {
  it.each([
    ['studio', 0],
    ['ST', 1],
    ['T1', 1],
    ['T3', 3],
    ['t5', 5],
    ['2 ch.', 2],
    ['2ch', 2],
    ['3 chambres', 3],
    ['1 chambre', 1],
    ['2 bedrooms', 2],
    [' T2 ', 2],
  ])('%s → %i', (text, bedrooms) => expect(bedroomsOfTypology(text)).toBe(bedrooms));

  it.each(['3', 'B.3.01', 'Penthouse', 'T', 'T100', 'T0', '', 'stu'])('%s names no typology', (text) =>
    expect(bedroomsOfTypology(text)).toBeNull(),
  );
});
