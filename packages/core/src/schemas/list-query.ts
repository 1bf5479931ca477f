import { ZBooleanish } from './common.ts';
import { z } from './zod.ts';

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 1000;

export const ZPaginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TPaginationMeta = z.infer<typeof ZPaginationMeta>;

/** `{ data, meta }` answer of a list call. */
export function paginatedOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPaginationMeta });
}

export const ZPageNumber = z.coerce.number().int().min(1).default(1);
export const ZPerPage = z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE);
/** `pagination=0` returns every row (meta still present, one page). */
export const ZPaginationFlag = ZBooleanish.default(true);
/** `translatable=1` adds the `{ fr, en }` objects (see translatable.ts). */
export const ZTranslatableFlag = ZBooleanish.default(false);

export type TSort = { field: string; descending: boolean };

/** `sort=name,-id` → [{ field: 'name', descending: false }, { field: 'id', descending: true }]. */
export function parseSort(sort: string | undefined): TSort[] {
  if (!sort) return [];
  return splitList(sort).map((part) =>
    part.startsWith('-') ? { field: part.slice(1), descending: true } : { field: part, descending: false },
  );
}

/** `include=a,b.c` → ['a', 'b.c']. */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Collects bracketed query keys, e.g. `filter[name]=x` → { name: 'x' }, from a query object
 * whose keys were not expanded by the query-string parser (or were, as a nested object).
 */
export function bracketParams(query: Record<string, unknown>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  const nested = query[prefix];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    for (const [key, value] of Object.entries(nested)) if (typeof value === 'string') found[key] = value;
  }
  const pattern = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`);
  for (const [key, value] of Object.entries(query)) {
    const match = pattern.exec(key);
    if (match?.[1] && typeof value === 'string') found[match[1]] = value;
  }
  return found;
}
