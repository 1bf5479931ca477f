import { useQuery } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { domainQueryOptions, useDomain } from '../../api/domain-query.ts';

/** How often an open comparison or favourites list asks /domain again (only while on screen). */
const REFRESH_MS = 60_000;

/**
 * The site's data, asked again when a view of favourites opens, when the visitor comes back to
 * the tab and every minute while it is shown: a unit sold meanwhile shows as sold. The rest of
 * the site keeps reading the same answer (one query), so the model follows too.
 */
export function useFreshDomain(): TDomain {
  const loaded = useDomain();
  const fresh = useQuery({
    ...domainQueryOptions,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: REFRESH_MS,
  });
  return fresh.data ?? loaded;
}
