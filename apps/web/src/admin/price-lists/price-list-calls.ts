import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceListChange } from '@vitrine/core/price-lists/price-list-import';
import type {
  TPriceListPreview,
  TUnitChange,
  TUnitWebhook,
  TUnitWebhookInput,
} from '@vitrine/core/schemas/price-list';
import { i18n } from '../../i18n/translations.ts';
import { apiFetch, apiJson } from '../api/admin-http.ts';
import { notifySuccess } from '../shared/notify.ts';

// The calls of features/price-lists and features/unit-history. History keys start with 'units' or
// 'floors', so every save of a unit (form, floor table, undo) refreshes the histories shown.

/** GET /api/projects/{id}/price-list?format=…, saved as the file the server names. */
export async function downloadPriceList(projectId: number, format: 'csv' | 'xlsx'): Promise<void> {
  const response = await apiFetch('GET', `/api/projects/${projectId}/price-list`, { query: { format } });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `liste-de-prix-${projectId}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST …/price-list/preview with the chosen file: what it would change, and the lines it refuses. */
export function usePriceListPreview(projectId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiJson<TPriceListPreview>('POST', `/api/projects/${projectId}/price-list/preview`, { body });
    },
    meta: { errorContext: 'mutation' },
  });
}

/** POST …/price-list/apply: all the previewed changes at once, then every unit and history refreshed. */
export function useApplyPriceList(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: PriceListChange[]) =>
      apiJson<{ applied: number }>('POST', `/api/projects/${projectId}/price-list/apply`, {
        body: {
          changes: changes.map(({ unit_id, field, from, to }) => ({ unit_id, field, from, to })),
        },
      }),
    meta: { errorContext: 'mutation' },
    onSuccess: async ({ applied }) => {
      notifySuccess(i18n.t('admin.priceLists.applied', { count: applied }));
      await Promise.all(['units', 'floors'].map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}

/** The history of a unit or of a floor's units, newest first. */
export function useUnitHistory(of: { unitId: number } | { floorId: number }) {
  const [resource, id] = 'unitId' in of ? (['units', of.unitId] as const) : (['floors', of.floorId] as const);
  return useQuery({
    queryKey: [resource, 'history', id],
    queryFn: ({ signal }) =>
      apiJson<{ data: TUnitChange[] }>('GET', `/api/${resource}/${id}/history`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'silent' },
  });
}

const webhookKey = (corporationId: number) => ['unit-webhook', corporationId] as const;

export function useUnitWebhook(corporationId: number | null | undefined) {
  return useQuery({
    queryKey: webhookKey(corporationId ?? 0),
    queryFn: ({ signal }) =>
      apiJson<{ data: TUnitWebhook }>('GET', `/api/corporations/${corporationId}/unit-webhook`, { signal }),
    select: (answer) => answer.data,
    enabled: Boolean(corporationId),
    meta: { errorContext: 'silent' },
  });
}

/** PUT the address and switch, or POST …/secret for a new secret (`body` null). */
export function useSaveUnitWebhook(corporationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUnitWebhookInput | null) =>
      body === null
        ? apiJson<{ data: TUnitWebhook }>('POST', `/api/corporations/${corporationId}/unit-webhook/secret`)
        : apiJson<{ data: TUnitWebhook }>('PUT', `/api/corporations/${corporationId}/unit-webhook`, { body }),
    meta: { errorContext: 'mutation' },
    onSuccess: (answer) => {
      client.setQueryData(webhookKey(corporationId), answer);
      notifySuccess(i18n.t('admin.priceLists.webhook.saved'));
    },
  });
}
