import { describe, expect, it } from 'vitest';
import {
  pageWindow,
  parseSortParam,
  readListParams,
  sortParam,
  toggledSort,
  writeListParams,
} from './list-state.ts';

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

describe('a list kept in the URL', () => {
  it("reads back what it wrote, leaving the other lists' keys and the defaults out", () => {
    const state = {
      page: 3,
      sort: { field: 'price', descending: true },
      search: 'Penthouse',
      filters: { status: '2', bedrooms: '' },
    };
    const query = writeListParams(new URLSearchParams('floor_id=4&projects.page=2'), 'units', state);
    expect(query.toString()).toBe(
      'floor_id=4&projects.page=2&units.page=3&units.sort=-price&units.q=Penthouse&units.f.status=2',
    );
    expect(readListParams(query, 'units')).toEqual({ ...state, filters: { status: '2' } });
    expect(readListParams(query, 'projects').page).toBe(2);
  });

  it('starts on page 1 with the default sort, and ignores a page that is no page', () => {
    expect(readListParams(new URLSearchParams('units.page=abc'), 'units', '-name')).toEqual({
      page: 1,
      sort: { field: 'name', descending: true },
      search: '',
      filters: {},
    });
    const unchanged = writeListParams(
      new URLSearchParams(),
      'units',
      readListParams(new URLSearchParams(), 'units', 'name'),
      'name',
    );
    expect(unchanged.toString()).toBe('');
  });
});
