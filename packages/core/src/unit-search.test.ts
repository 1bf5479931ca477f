import { describe, expect, it } from 'vitest';
import type { TSearchQuery } from './schemas/search-query.ts';
import {
  defaultSearchQuery,
  groupUnitsByFloor,
  type SearchableUnit,
  searchBounds,
  searchUnits,
} from './unit-search.ts';

type Unit = SearchableUnit & { id: number; floor_id: number };

function unit(id: number, fields: Partial<Unit> = {}): Unit {
  return {
    id,
    floor_id: 1,
    unit_id: null,
    bedrooms: 2,
    category_id: 10,
    surface: 80,
    price: 300000,
    status_id: 1,
    has_garden: false,
    has_terrace: false,
    has_balcony: false,
    has_loggia: false,
    ...fields,
  };
}

const rooms = { show_price: true, show_category: false };
const categories = { show_price: true, show_category: true };
const noPrice = { show_price: false, show_category: false };
const everything = defaultSearchQuery({ maxPrice: 1_000_000, maxSurface: 500 });
const query = (fields: Partial<TSearchQuery>): TSearchQuery => ({ ...everything, ...fields });

describe('searchUnits', () => {
  const cases: { name: string; unit: Unit; query: TSearchQuery; project: typeof rooms; kept: boolean }[] = [
    {
      name: 'keeps a top-level unit with the default query',
      unit: unit(1),
      query: everything,
      project: rooms,
      kept: true,
    },
    {
      name: 'drops a unit inside another unit',
      unit: unit(1, { unit_id: 9 }),
      query: everything,
      project: rooms,
      kept: false,
    },
    {
      name: 'drops a unit whose room count is not ticked',
      unit: unit(1, { bedrooms: 3 }),
      query: query({ bedrooms: [1, 2] }),
      project: rooms,
      kept: false,
    },
    {
      name: 'keeps a unit whose room count is ticked',
      unit: unit(1, { bedrooms: 2 }),
      query: query({ bedrooms: [1, 2] }),
      project: rooms,
      kept: true,
    },
    {
      name: 'ignores room counts when the project shows categories',
      unit: unit(1, { bedrooms: 3 }),
      query: query({ bedrooms: [1] }),
      project: categories,
      kept: true,
    },
    {
      name: 'drops a unit whose category is not ticked',
      unit: unit(1, { category_id: 11 }),
      query: query({ categories: [10] }),
      project: categories,
      kept: false,
    },
    {
      name: 'drops a unit without category when categories are ticked',
      unit: unit(1, { category_id: null }),
      query: query({ categories: [10] }),
      project: categories,
      kept: false,
    },
    {
      name: 'ignores categories when the project shows room counts',
      unit: unit(1, { category_id: 11 }),
      query: query({ categories: [10] }),
      project: rooms,
      kept: true,
    },
    {
      name: 'keeps a surface on the range edges',
      unit: unit(1, { surface: 50 }),
      query: query({ surface: [50, 60] }),
      project: rooms,
      kept: true,
    },
    {
      name: 'drops a surface above the range',
      unit: unit(1, { surface: 61 }),
      query: query({ surface: [50, 60] }),
      project: rooms,
      kept: false,
    },
    {
      name: 'drops a price outside the range',
      unit: unit(1, { price: 400000 }),
      query: query({ price: [0, 350000] }),
      project: rooms,
      kept: false,
    },
    {
      name: 'ignores the price when the project hides prices',
      unit: unit(1, { price: 400000 }),
      query: query({ price: [0, 350000] }),
      project: noPrice,
      kept: true,
    },
    {
      name: 'keeps a unit without a price while the price range is whole',
      unit: unit(1, { price: null }),
      query: query({ price: [0, 350000] }),
      project: rooms,
      kept: true,
    },
    {
      name: 'drops a sold unit when unavailable units are hidden',
      unit: unit(1, { status_id: 2 }),
      query: query({ isUnavailable: false }),
      project: rooms,
      kept: false,
    },
    {
      name: 'keeps a sold unit when unavailable units are shown',
      unit: unit(1, { status_id: 2 }),
      query: query({ isUnavailable: true }),
      project: rooms,
      kept: true,
    },
    {
      name: 'keeps a reserved unit when unavailable units are hidden',
      unit: unit(1, { status_id: 3 }),
      query: query({ isUnavailable: false }),
      project: rooms,
      kept: true,
    },
    {
      name: 'keeps a unit with any one of the ticked options',
      unit: unit(1, { has_terrace: true }),
      query: query({ options: ['has_garden', 'has_terrace'] }),
      project: rooms,
      kept: true,
    },
    {
      name: 'drops a unit with none of the ticked options',
      unit: unit(1, { has_balcony: true }),
      query: query({ options: ['has_garden', 'has_terrace'] }),
      project: rooms,
      kept: false,
    },
  ];

  it.each(cases)('$name', ({ unit: candidate, query: asked, project, kept }) => {
    expect(searchUnits([candidate], asked, project)).toEqual(kept ? [candidate] : []);
  });

  it('keeps units without a shown price only until the visitor narrows the price range', () => {
    const priced = [unit(1, { price: 200000 }), unit(2, { price: 400000 })];
    const hidden = unit(3, { price: null, status_id: 3 });
    const units = [...priced, hidden];
    expect(searchUnits(units, query({ price: [0, 400000] }), rooms)).toEqual(units);
    expect(searchUnits(units, query({ price: [0, 300000] }), rooms)).toEqual([priced[0]]);
    expect(searchUnits(units, query({ price: [0, 0] }), rooms)).toEqual([]);
    expect(searchUnits(units, query({ price: [100000, 1_000_000] }), rooms)).toEqual(priced);
    expect(searchUnits(units, query({ price: [0, 0] }), noPrice)).toEqual(units);
  });

  it('returns the whole list, sub-units included, when there is no filter at all', () => {
    const units = [unit(1), unit(2, { unit_id: 1 }), unit(3, { status_id: 2 })];
    expect(searchUnits(units, null, rooms)).toEqual(units);
    expect(searchUnits(units, undefined, rooms)).toEqual(units);
  });

  it('never lists a not-clickable unit (status 7), with or without a query, unavailable units included', () => {
    const units = [unit(1), unit(2, { status_id: 7 }), unit(3, { status_id: 3 })];
    expect(searchUnits(units, null, rooms).map((kept) => kept.id)).toEqual([1, 3]);
    expect(searchUnits(units, query({ isUnavailable: true }), rooms).map((kept) => kept.id)).toEqual([1, 3]);
  });
});

describe('searchBounds', () => {
  it('offers only what the results can list: no sub-unit nor not-clickable unit', () => {
    const bounds = searchBounds([
      unit(1, { bedrooms: 2, price: 300000 }),
      unit(2, { unit_id: 1, bedrooms: 0, price: 900000, has_garden: true }),
      unit(3, { status_id: 7, bedrooms: 5, surface: 400 }),
    ]);
    expect(bounds).toMatchObject({ bedrooms: [2], maxPrice: 300000, maxSurface: 80, options: [] });
  });

  it('uses 250000 and 1000 as maxima before any unit is loaded', () => {
    expect(searchBounds([])).toMatchObject({ maxPrice: 250000, maxSurface: 1000, bedrooms: [], options: [] });
  });

  it('takes the highest price and rounds the highest surface up to a multiple of 10', () => {
    const bounds = searchBounds([
      unit(1, { price: 420000, surface: 81.5 }),
      unit(2, { price: null, surface: 64 }),
    ]);
    expect(bounds).toMatchObject({ maxPrice: 420000, priceStep: 4200, maxSurface: 90, surfaceStep: 5 });
  });

  it('keeps a surface already on a multiple of 10', () => {
    expect(searchBounds([unit(1, { surface: 90 })]).maxSurface).toBe(90);
  });

  it('lists the room counts, categories and exterior options on offer', () => {
    const bounds = searchBounds([
      unit(1, { bedrooms: 3, has_loggia: true }),
      unit(2, { bedrooms: 1, has_garden: true, category_id: 12 }),
      unit(3, { bedrooms: 3 }),
    ]);
    expect(bounds.bedrooms).toEqual([1, 3]);
    expect(bounds.options).toEqual(['has_garden', 'has_loggia']);
    expect(bounds.categories).toEqual([10, 12]);
  });
});

describe('defaultSearchQuery', () => {
  it('starts with full ranges, nothing ticked and unavailable units shown', () => {
    expect(defaultSearchQuery()).toEqual({
      bedrooms: [],
      price: [0, 250000],
      surface: [0, 1000],
      options: [],
      isUnavailable: true,
      categories: [],
    });
  });
});

describe('groupUnitsByFloor', () => {
  it('groups results by floor in the floors order and skips empty floors', () => {
    const floors = [
      { id: 3, name: '2' },
      { id: 1, name: '0' },
      { id: 2, name: '1' },
    ];
    const units = [unit(1, { floor_id: 1 }), unit(2, { floor_id: 3 }), unit(3, { floor_id: 1 })];
    const groups = groupUnitsByFloor(units, floors);
    expect(groups.map((group) => [group.floor?.name, group.units.map((u) => u.id)])).toEqual([
      ['2', [2]],
      ['0', [1, 3]],
    ]);
  });

  it('still groups units whose floor is not in the list', () => {
    const groups = groupUnitsByFloor([unit(1, { floor_id: 7 })]);
    expect(groups).toEqual([{ floorId: 7, floor: undefined, units: [unit(1, { floor_id: 7 })] }]);
  });
});
