import { describe, expect, it } from 'vitest';
import { COMPARISON_SEGMENT, comparisonPath, MAX_COMPARED, parseComparedIds } from './comparison-path.ts';

describe('the link of a comparison', () => {
  it('names the units in their order, under /comparaison', () => {
    expect(COMPARISON_SEGMENT).toBe('comparaison');
    expect(comparisonPath([12, 3, 45])).toBe('/comparaison/12-3-45');
  });

  it('never names more than four units', () => {
    expect(comparisonPath([1, 2, 3, 4, 5, 6])).toBe('/comparaison/1-2-3-4');
    expect(MAX_COMPARED).toBe(4);
  });

  it('reads back the ids it wrote', () => {
    expect(parseComparedIds(comparisonPath([7, 8, 9]).split('/')[2])).toEqual([7, 8, 9]);
  });

  it.each([
    ['12-3-45', [12, 3, 45]],
    ['12,3,45', [12, 3, 45]],
    ['12+3 45', [12, 3, 45]],
    ['5', [5]],
    ['5-5-6-5', [5, 6]],
    ['1-2-3-4-5-6', [1, 2, 3, 4]],
    ['', []],
    [undefined, []],
    ['abc', []],
    ['0-07-12', [12]],
    ['-3-x-4e2-1.5-99999999999999999999-8', [3, 8]],
    ['<script>-1', [1]],
  ])('reads %j as %j, leaving out what names no unit', (segment, ids) => {
    expect(parseComparedIds(segment)).toEqual(ids);
  });
});
