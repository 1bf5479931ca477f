import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { getJson } from './http.ts';

export const DOMAIN_URL =
  '/domain?translatable=1&include=settings,files,videos,videos.formats,videos.thumb,tours,tours.thumb,pages,projects,projects.settings,projects.statuses,projects.categories,projects.buildings,projects.buildings.settings,projects.buildings.floors,projects.buildings.floors.units,projects.buildings.floors.units.status,projects.buildings.floors.units.category';

export const domainQueryKey = ['domain'] as const;

export async function fetchDomain(signal?: AbortSignal): Promise<TDomain> {
  const answer = await getJson<{ data: TDomain }>(DOMAIN_URL, signal);
  return answer.data;
}

export const domainQueryOptions = {
  queryKey: domainQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDomain(signal),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The domain state for the layout, which shows a loader or an error until it is loaded. */
export function useDomainQuery() {
  return useQuery(domainQueryOptions);
}

/** The loaded domain; only under the public layout, which renders its children once it is loaded. */
export function useDomain(): TDomain {
  return useSuspenseQuery(domainQueryOptions).data;
}
