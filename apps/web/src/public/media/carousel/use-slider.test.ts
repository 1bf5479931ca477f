import { describe, expect, it } from 'vitest';
import { slideForKey, slidesToLoad } from './use-slider.ts';

describe('slideForKey', () => {
  it.each([
    ['ArrowRight', 2, 5, 3],
    ['ArrowRight', 4, 5, 4],
    ['ArrowLeft', 2, 5, 1],
    ['ArrowLeft', 0, 5, 0],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['Enter', 1, 5, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from slide %s of %s goes to %s', (key, selected, count, expected) => {
    expect(slideForKey(key, selected, count)).toBe(expected);
  });
});

describe('slidesToLoad', () => {
  it.each([
    ['the first slide and its right neighbour at the start', [], 0, 5, [0, 1]],
    ['both neighbours in the middle', [], 2, 5, [1, 2, 3]],
    ['the last slide and its left neighbour at the end', [], 4, 5, [3, 4]],
    ['the slides already seen as well', [0, 1], 3, 5, [0, 1, 2, 3, 4]],
    ['a lone slide', [], 0, 1, [0]],
  ])('keeps %s', (_case, seen, selected, count, expected) => {
    expect([...slidesToLoad(new Set(seen), selected, count)].sort()).toEqual(expected);
  });
});
