import { describe, expect, it } from 'vitest';
import { bedroomsOfTypology } from './typology-search.ts';

describe('the bedroom count a search names as a typology', () => {
  it.each([
    ['ST', 0],
    ['studio', 0],
    ['T1', 0],
    ['T3', 2],
    ['t5', 4],
    ['2 ch.', 2],
    ['2ch', 2],
    ['3 chambres', 3],
    ['1 chambre', 1],
    ['2 bedrooms', 2],
    [' T2 ', 1],
  ])('%s → %i', (text, bedrooms) => expect(bedroomsOfTypology(text)).toBe(bedrooms));

  it.each(['3', 'B.3.01', 'Penthouse', 'T', 'T100', '', 'stu'])('%s names no typology', (text) =>
    expect(bedroomsOfTypology(text)).toBeNull(),
  );
});
