import { useQuery } from '@tanstack/react-query';
import type { TDomain } from '@vitrine/core';
import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';
import { requestHeaders } from '../api/http.ts';

type StoredDomain = Pick<TDomain, 'id'>;

export function cycloramaTourUrl(domain: StoredDomain): string {
  return storageUrl(storageLayout.tourXml(storageLayout.cycloramaFolder(domain.id)));
}

export function virtualTourUrl(domain: StoredDomain, tour: number): string {
  return storageUrl(storageLayout.tourXml(storageLayout.tourFolder(domain.id, tour)));
}

/** A tour file is there when it answers with an XML content type; any failure means absent. */
export async function isXmlAvailable(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'include', headers: requestHeaders, signal });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && /\bxml\b/i.test(type);
  } catch {
    return false;
  }
}

/** The tour files whose presence the header and pages check (the server checks them too). */
export function tourFileUrls(domain: StoredDomain): string[] {
  return [cycloramaTourUrl(domain), virtualTourUrl(domain, 1)];
}

export const xmlAvailabilityKey = (url: string) => ['xml-availability', url] as const;

function useXmlAvailability(url: string) {
  return useQuery({
    queryKey: xmlAvailabilityKey(url),
    queryFn: ({ signal }) => isXmlAvailable(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** Whether the cyclorama exists, tracked per domain (undefined while checking). */
export function useCycloramaAvailable(domain: TDomain): boolean | undefined {
  return useXmlAvailability(cycloramaTourUrl(domain));
}

/** Whether virtual tours exist: the check is made on tour 1 (spec §7). */
export function useVirtualToursAvailable(domain: TDomain): boolean | undefined {
  return useXmlAvailability(virtualTourUrl(domain, 1));
}
