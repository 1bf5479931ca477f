import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface SortState {
  field: string;
  descending: boolean;
}

/** `name` → ascending, `-name` → descending. */
export function parseSortParam(sort: string | undefined): SortState | null {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}

export function sortParam(sort: SortState | null): string | undefined {
  if (!sort) return undefined;
  return sort.descending ? `-${sort.field}` : sort.field;
}

/** A click on a sortable header: the same column flips direction, another one starts ascending. */
export function toggledSort(current: SortState | null, field: string): SortState {
  if (current?.field === field) return { field, descending: !current.descending };
  return { field, descending: false };
}

/** What a list shows, as its URL keeps it. */
export interface ListParamsState {
  page: number;
  sort: SortState | null;
  search: string;
  /** Filters chosen by the user (status, typology…), by name. */
  filters: Record<string, string>;
}

const key = (scope: string, name: string) => `${scope}.${name}`;

/**
 * Reads a list's page, sort, search and filters from the URL's query (`units.page=2`,
 * `units.sort=-price`, `units.q=penthouse`, `units.status=2`): the list is where the user left it
 * after "Modifier" and Back, a reload, or a shared link. Keys carry the list's scope so that two
 * lists of a screen keep their own.
 */
export function readListParams(query: URLSearchParams, scope: string, defaultSort?: string): ListParamsState {
  const page = Number(query.get(key(scope, 'page')));
  const filters: Record<string, string> = {};
  const prefix = `${scope}.f.`;
  for (const [name, value] of query)
    if (name.startsWith(prefix) && value) filters[name.slice(prefix.length)] = value;
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: parseSortParam(query.get(key(scope, 'sort')) ?? defaultSort),
    search: query.get(key(scope, 'q')) ?? '',
    filters,
  };
}

/** The URL's query with a list's state changed; the defaults (page 1, no search…) leave no key. */
export function writeListParams(
  query: URLSearchParams,
  scope: string,
  state: ListParamsState,
  defaultSort?: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of [...next.keys()]) if (name.startsWith(`${scope}.`)) next.delete(name);
  if (state.page > 1) next.set(key(scope, 'page'), String(state.page));
  const sort = sortParam(state.sort);
  if (sort && sort !== defaultSort) next.set(key(scope, 'sort'), sort);
  if (state.search) next.set(key(scope, 'q'), state.search);
  for (const [name, value] of Object.entries(state.filters)) if (value) next.set(`${scope}.f.${name}`, value);
  return next;
}

/**
 * Page, sort, search and filters of one list, kept in the URL (readListParams); a new search,
 * sort or filter goes back to page 1.
 */
export function useListState(defaultSort?: string, scope = 'list') {
  const [query, setQuery] = useSearchParams();
  const state = readListParams(query, scope, defaultSort);
  const change = useCallback(
    (update: (current: ListParamsState) => ListParamsState) =>
      setQuery(
        (current) =>
          writeListParams(current, scope, update(readListParams(current, scope, defaultSort)), defaultSort),
        {
          replace: true,
        },
      ),
    [setQuery, scope, defaultSort],
  );
  const setPage = useCallback((page: number) => change((current) => ({ ...current, page })), [change]);
  const toggleSort = useCallback(
    (field: string) => change((current) => ({ ...current, sort: toggledSort(current.sort, field), page: 1 })),
    [change],
  );
  const setSearch = useCallback(
    (search: string) => change((current) => ({ ...current, search, page: 1 })),
    [change],
  );
  const setFilter = useCallback(
    (name: string, value: string | null) =>
      change((current) => ({ ...current, filters: { ...current.filters, [name]: value ?? '' }, page: 1 })),
    [change],
  );
  return {
    ...state,
    setPage,
    toggleSort,
    setSearch,
    setFilter,
    isDefaultSort: sortParam(state.sort) === defaultSort,
  };
}

/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= around;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
