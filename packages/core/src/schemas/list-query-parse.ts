import { DEFAULT_LOCALE, type Locale, translate } from '../i18n/index.ts';
import {
  bracketParams,
  parseSort,
  splitList,
  type TSort,
  ZPageNumber,
  ZPaginationFlag,
  ZPerPage,
  ZTranslatableFlag,
} from './list-query.ts';
import { inLocale } from './validation-messages.ts';
import { z } from './zod.ts';

/** The plain (non-bracketed) query keys of a list call, for a route's querystring schema. */
export const ZListQuery = z.looseObject({
  page: ZPageNumber,
  per_page: ZPerPage,
  sort: z.string().optional(),
  include: z.string().optional(),
  pagination: ZPaginationFlag,
  translatable: ZTranslatableFlag,
});

/** What a resource lets clients sort, filter and include. */
export type ListWhitelist = {
  sorts: readonly string[];
  filters: readonly string[];
  /** Full include paths ('floor.building'); their prefixes ('floor') are allowed too. */
  includes: readonly string[];
};

export type TListQuery = {
  page: number;
  per_page: number;
  pagination: boolean;
  translatable: boolean;
  sort: TSort[];
  include: string[];
  filter: Record<string, string>;
  fields: Record<string, string[]>;
};

export type ListQueryResult = { ok: true; query: TListQuery } | { ok: false; message: string };

function includeAllowed(path: string, includes: readonly string[]): boolean {
  return includes.some((allowed) => allowed === path || allowed.startsWith(`${path}.`));
}

/**
 * Reads a list call's query (`page`, `per_page`, `sort`, `include`, `filter[..]`, `fields[..]`,
 * `pagination`, `translatable`) against a whitelist. Anything not whitelisted gives a message
 * for a 400 answer.
 */
export function parseListQuery(
  raw: Record<string, unknown>,
  whitelist: ListWhitelist,
  locale: Locale = DEFAULT_LOCALE,
): ListQueryResult {
  const base = ZListQuery.safeParse(raw, inLocale(locale));
  if (!base.success) return { ok: false, message: base.error.issues[0]?.message ?? '' };
  const allowed = (list: readonly string[]) => list.join(', ') || '—';
  const sort = parseSort(base.data.sort);
  const badSort = sort.find((item) => !whitelist.sorts.includes(item.field));
  if (badSort) {
    return {
      ok: false,
      message: translate(locale, 'api.sortNotAllowed', {
        field: badSort.field,
        allowed: allowed(whitelist.sorts),
      }),
    };
  }
  const filter = bracketParams(raw, 'filter');
  const badFilter = Object.keys(filter).find((key) => !whitelist.filters.includes(key));
  if (badFilter) {
    return {
      ok: false,
      message: translate(locale, 'api.filterNotAllowed', {
        field: badFilter,
        allowed: allowed(whitelist.filters),
      }),
    };
  }
  const include = splitList(base.data.include);
  const badInclude = include.find((path) => !includeAllowed(path, whitelist.includes));
  if (badInclude) {
    return {
      ok: false,
      message: translate(locale, 'api.includeNotAllowed', {
        field: badInclude,
        allowed: allowed(whitelist.includes),
      }),
    };
  }
  const fields = Object.fromEntries(
    Object.entries(bracketParams(raw, 'fields')).map(([key, value]) => [key, splitList(value)]),
  );
  const { page, per_page, pagination, translatable } = base.data;
  return { ok: true, query: { page, per_page, pagination, translatable, sort, include, filter, fields } };
}
