import type { SearchBounds, SearchProject, TSearchQuery, TUnit } from '@vitrine/core';
import { defaultSearchQuery, searchBounds, searchUnits } from '@vitrine/core/unit-search';
import { useCallback, useMemo, useState } from 'react';

export interface UnitSearchState {
  /** What the panel shows; applied by search(). */
  draft: TSearchQuery;
  /** The query behind the results; null until the first search (all units). */
  applied: TSearchQuery | null;
  dirty: boolean;
  bounds: SearchBounds | null;
}

export const initialUnitSearch: UnitSearchState = {
  draft: defaultSearchQuery(),
  applied: null,
  dirty: false,
  bounds: null,
};

/** First open: maxima and offers from the units present; the draft keeps the user's changes. */
export function openFilters(state: UnitSearchState, units: readonly TUnit[]): UnitSearchState {
  if (state.bounds) return state;
  const bounds = searchBounds(units);
  return { ...state, bounds, draft: state.dirty ? state.draft : defaultSearchQuery(bounds) };
}

export function changeDraft(state: UnitSearchState, change: Partial<TSearchQuery>): UnitSearchState {
  return { ...state, draft: { ...state.draft, ...change }, dirty: true };
}

export function applySearch(state: UnitSearchState): UnitSearchState {
  return { ...state, applied: state.draft };
}

/** Reset: defaults back, every unit in the results again. */
export function resetSearch(state: UnitSearchState): UnitSearchState {
  const draft = defaultSearchQuery(state.bounds ?? undefined);
  return { ...state, draft, applied: null, dirty: false };
}

/** Top-level units the results list shows. */
export function searchResults(
  units: readonly TUnit[],
  applied: TSearchQuery | null,
  project: SearchProject,
): TUnit[] {
  return searchUnits(
    units.filter((unit) => unit.unit_id === null),
    applied,
    project,
  );
}

/** The filter panel's state over the units of the building shown. */
export function useUnitSearch(units: readonly TUnit[], project: SearchProject) {
  const [state, setState] = useState(initialUnitSearch);
  const results = useMemo(
    () => searchResults(units, state.applied, project),
    [units, state.applied, project],
  );
  return {
    state,
    results,
    open: useCallback(() => setState((current) => openFilters(current, units)), [units]),
    change: useCallback(
      (change: Partial<TSearchQuery>) => setState((current) => changeDraft(current, change)),
      [],
    ),
    /** Applies the draft (with a last change) and returns the number of results (for the sidebar reducer). */
    search: useCallback(
      (change?: Partial<TSearchQuery>) => {
        const next = applySearch(change ? changeDraft(state, change) : state);
        setState(next);
        return searchResults(units, next.applied, project).length;
      },
      [state, units, project],
    ),
    /** Applies a filter sent from outside (the embed's page around) over the panel's defaults. */
    applyFilter: useCallback(
      (change: Partial<TSearchQuery>) => {
        const next = applySearch(changeDraft(openFilters(state, units), change));
        setState(next);
        return searchResults(units, next.applied, project).length;
      },
      [state, units, project],
    ),
    reset: useCallback(() => {
      const next = resetSearch(state);
      setState(next);
      return searchResults(units, null, project).length;
    }, [state, units, project]),
  };
}

export type UnitSearch = ReturnType<typeof useUnitSearch>;
