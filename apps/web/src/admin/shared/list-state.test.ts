import { describe, expect, it } from 'vitest';
import { pageWindow, parseSortParam, sortParam, toggledSort } from './list-state.ts';

describe('list sorting', () => {
  it('starts a newly clicked column ascending', () => {
    expect(toggledSort({ field: 'name', descending: true }, 'price')).toEqual({
      field: 'price',
      descending: false,
    });
  });

  it('flips the direction on each click on the same column', () => {
    const once = toggledSort(null, 'name');
    const twice = toggledSort(once, 'name');
    expect([once.descending, twice.descending, toggledSort(twice, 'name').descending]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('writes and reads the API sort parameter', () => {
    expect(sortParam({ field: 'name', descending: true })).toBe('-name');
    expect(sortParam(null)).toBeUndefined();
    expect(parseSortParam('-order')).toEqual({ field: 'order', descending: true });
    expect(parseSortParam('order_column')).toEqual({ field: 'order_column', descending: false });
  });
});

describe('page numbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
  ])('page %i of %i shows %j', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});
