import type { TPaginationMeta } from '@vitrine/core';
import { ApiError, apiFetch, apiJson, type QueryParams, type QueryValue } from './admin-http.ts';
import { apiBase, type ResourceName } from './resources.ts';

export type Id = number | string;

/** What a list screen asks for (back office §7: page, per_page, filter[…], sort, include). */
export interface ListParams {
  page?: number;
  perPage?: number;
  /** `name` or `-name`. */
  sort?: string | undefined;
  filter?: Record<string, QueryValue>;
  include?: readonly string[];
  /** false asks every row at once (`pagination=0`). */
  pagination?: boolean;
}

export interface ListAnswer<T> {
  data: T[];
  meta: TPaginationMeta;
}

export const DEFAULT_PER_PAGE = 50;

export function listQuery(params: ListParams): QueryParams {
  const query: QueryParams = {
    page: params.page ?? 1,
    per_page: params.perPage ?? DEFAULT_PER_PAGE,
    sort: params.sort,
    include: params.include?.join(','),
    translatable: 1,
  };
  if (params.pagination === false) query.pagination = 0;
  for (const [key, value] of Object.entries(params.filter ?? {})) query[`filter[${key}]`] = value;
  return query;
}

function itemQuery(include?: readonly string[]): QueryParams {
  return { translatable: 1, include: include?.join(',') };
}

/** The one module every screen uses to list, read, create, update, delete and reorder. */
export const dataLayer = {
  list<T>(resource: ResourceName, params: ListParams = {}, signal?: AbortSignal): Promise<ListAnswer<T>> {
    return apiJson<ListAnswer<T>>('GET', apiBase(resource), {
      query: listQuery(params),
      ...(signal && { signal }),
    });
  },

  async show<T>(
    resource: ResourceName,
    id: Id,
    include?: readonly string[],
    signal?: AbortSignal,
  ): Promise<T> {
    const answer = await apiJson<{ data: T }>('GET', `${apiBase(resource)}/${id}`, {
      query: itemQuery(include),
      ...(signal && { signal }),
    });
    return answer.data;
  },

  async create<T>(resource: ResourceName, body: unknown, include?: readonly string[]): Promise<T> {
    const answer = await apiJson<{ data: T }>('POST', apiBase(resource), { query: itemQuery(include), body });
    return answer.data;
  },

  async update<T>(resource: ResourceName, id: Id, body: unknown, include?: readonly string[]): Promise<T> {
    const answer = await apiJson<{ data: T }>('PUT', `${apiBase(resource)}/${id}`, {
      query: itemQuery(include),
      body,
    });
    return answer.data;
  },

  async remove(resource: ResourceName, id: Id, options: { keepalive?: boolean } = {}): Promise<void> {
    await apiFetch('DELETE', `${apiBase(resource)}/${id}`, options);
  },

  /** POST /api/sort/{resource} with the ids in their new order; `status: 'error'` is a failure. */
  async sort(resource: ResourceName, ids: readonly Id[]): Promise<void> {
    const answer = await apiJson<{ status?: string } | null>('POST', `/api/sort/${resource}`, {
      body: { ids },
    });
    if (answer?.status === 'error') throw new ApiError(400, answer);
  },
};
