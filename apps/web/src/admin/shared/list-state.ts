import { useCallback, useState } from 'react';

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

/** Page, sort and search of one list; a new search or sort goes back to page 1. */
export function useListState(defaultSort?: string) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(parseSortParam(defaultSort));
  const [search, setSearchText] = useState('');
  const toggleSort = useCallback((field: string) => {
    setSort((current) => toggledSort(current, field));
    setPage(1);
  }, []);
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  return {
    page,
    setPage,
    sort,
    toggleSort,
    search,
    setSearch,
    isDefaultSort: sortParam(sort) === defaultSort,
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
