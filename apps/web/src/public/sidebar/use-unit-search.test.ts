import { describe, expect, it } from 'vitest';
import { buildUnit } from '../../test/factories.ts';
import {
  applySearch,
  changeDraft,
  initialUnitSearch,
  openFilters,
  resetSearch,
  searchResults,
} from './use-unit-search.ts';

const units = [
  buildUnit({ name: 'A', bedrooms: 1, price: 200000, surface: 52, status_id: 1, has_garden: true }),
  buildUnit({ name: 'B', bedrooms: 3, price: 410000, surface: 118, status_id: 2 }),
  buildUnit({ name: 'P', unit_id: 1, bedrooms: 0, price: 15000, surface: 12 }),
];
const project = { show_price: true, show_category: false };

describe('unit search state', () => {
  it('computes the maxima and offers on first open', () => {
    const opened = openFilters(initialUnitSearch, units);
    expect(opened.bounds?.maxPrice).toBe(410000);
    expect(opened.bounds?.maxSurface).toBe(120);
    expect(opened.draft.price).toEqual([0, 410000]);
    expect(opened.dirty).toBe(false);
  });

  it('keeps the visitor’s ranges when they changed the search before the first open', () => {
    const changed = changeDraft(initialUnitSearch, { price: [0, 300000] });
    expect(changed.dirty).toBe(true);
    expect(openFilters(changed, units).draft.price).toEqual([0, 300000]);
  });

  it('shows every top-level unit until a search is made', () => {
    expect(searchResults(units, null, project).map((unit) => unit.name)).toEqual(['A', 'B']);
  });

  it('applies the draft on search and restores everything on reset', () => {
    const opened = openFilters(initialUnitSearch, units);
    const searched = applySearch(changeDraft(opened, { bedrooms: [1] }));
    expect(searchResults(units, searched.applied, project).map((unit) => unit.name)).toEqual(['A']);
    const reset = resetSearch(searched);
    expect(reset.applied).toBeNull();
    expect(reset.dirty).toBe(false);
    expect(reset.draft.bedrooms).toEqual([]);
  });

  it('keeps units whose price the site does not give until the visitor narrows the price', () => {
    const withReserved = [...units, buildUnit({ name: 'R', price: null, surface: 60, status_id: 3 })];
    const opened = openFilters(initialUnitSearch, withReserved);
    expect(
      searchResults(withReserved, applySearch(opened).applied, project).map((unit) => unit.name),
    ).toEqual(['A', 'B', 'R']);
    const narrowed = applySearch(changeDraft(opened, { price: [0, 300000] }));
    expect(searchResults(withReserved, narrowed.applied, project).map((unit) => unit.name)).toEqual(['A']);
  });

  it('hides sold units when the unavailable toggle is off', () => {
    const searched = applySearch(
      changeDraft(openFilters(initialUnitSearch, units), { isUnavailable: false }),
    );
    expect(searchResults(units, searched.applied, project).map((unit) => unit.name)).toEqual(['A']);
  });
});
