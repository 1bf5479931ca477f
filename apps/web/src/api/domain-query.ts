import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { DOMAIN_URL } from './domain-url.ts';
import { getPreloadedJson } from './http.ts';

export { DOMAIN_URL };

export const domainQueryKey = ['domain'] as const;

export async function fetchDomain(signal?: AbortSignal): Promise<TDomain> {
  const answer = await getPreloadedJson<{ data: TDomain }>(DOMAIN_URL, signal);
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
