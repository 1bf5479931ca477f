import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAnalyticsReport } from '@vitrine/core/analytics/analytics-report';
import { apiFetch, apiJson, type QueryParams } from '../api/admin-http.ts';

export interface AnalyticsFilter {
  domainId: number | null;
  projectId: number | null;
  from: string;
  to: string;
}

function queryOf(filter: AnalyticsFilter): QueryParams {
  return {
    'filter[domain_id]': filter.domainId,
    'filter[project_id]': filter.projectId,
    'filter[from]': filter.from,
    'filter[to]': filter.to,
  };
}

/** GET /api/analytics for the chosen site, project and period; idle until a site is chosen. */
export function useAnalyticsReport(filter: AnalyticsFilter) {
  return useQuery({
    queryKey: ['analytics', filter],
    queryFn: ({ signal }) =>
      apiJson<{ data: TAnalyticsReport }>('GET', '/api/analytics', { query: queryOf(filter), signal }),
    select: (answer) => answer.data,
    enabled: filter.domainId !== null,
    placeholderData: keepPreviousData,
    meta: { errorContext: 'list' },
  });
}

/** GET /api/analytics/export, saved as the CSV file the server names. */
export async function exportAnalytics(filter: AnalyticsFilter, table: 'days' | 'units'): Promise<void> {
  const response = await apiFetch('GET', '/api/analytics/export', { query: { ...queryOf(filter), table } });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `analytics-${table}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ViewedUnit {
  id: number;
  name: string;
  label: string;
  status_id: number | null;
}

/** GET /api/contacts/{id}/viewed-units; the key starts with 'contacts' so a save refreshes it. */
export function useViewedUnits(contactId: number) {
  return useQuery({
    queryKey: ['contacts', 'viewed-units', contactId],
    queryFn: ({ signal }) =>
      apiJson<{ data: ViewedUnit[] }>('GET', `/api/contacts/${contactId}/viewed-units`, { signal }),
    select: (answer) => (Array.isArray(answer?.data) ? answer.data : []),
    meta: { errorContext: 'silent' },
  });
}
