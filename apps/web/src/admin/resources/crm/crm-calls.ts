import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCrmConnection,
  TCrmConnectionInput,
  TCrmProvider,
  TCrmPush,
  TLotCounts,
  TSyncRun,
} from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import { ApiError, apiJson } from '../../api/admin-http.ts';
import { notifyError, notifySuccess } from '../../shared/notify.ts';
import { countsSummary } from './sync-run-format.ts';

// The CRM calls of docs/crm/README.md. Query keys start with 'crm' (the units lists with 'units'),
// so a sync refreshes the runs, the connections and every table of units at once.

export const crmKeys = {
  all: ['crm'] as const,
  connections: (projectId: number) => ['crm', 'connections', projectId] as const,
  runs: (projectId: number) => ['crm', 'runs', projectId] as const,
  pushes: (contactId: number) => ['crm', 'pushes', contactId] as const,
};

export function useCrmConnections(projectId: number) {
  return useQuery({
    queryKey: crmKeys.connections(projectId),
    queryFn: ({ signal }) =>
      apiJson<{ data: TCrmConnection[] }>('GET', `/api/projects/${projectId}/crm`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'item' },
  });
}

/** PUT /api/projects/{id}/crm/{provider}; a 422 is left to the form. */
export function useSaveConnection(projectId: number, provider: TCrmProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrmConnectionInput) =>
      apiJson<{ data: TCrmConnection }>('PUT', `/api/projects/${projectId}/crm/${provider}`, { body }),
    meta: { errorContext: 'mutation' },
    onSuccess: async ({ data }) => {
      notifySuccess(i18n.t('admin.crm.saved', { system: data.label }));
      await client.invalidateQueries({ queryKey: crmKeys.connections(projectId) });
    },
  });
}

export function useSyncRuns(projectId: number) {
  return useQuery({
    queryKey: crmKeys.runs(projectId),
    queryFn: ({ signal }) =>
      apiJson<{ data: TSyncRun[] }>('GET', `/api/projects/${projectId}/sync-runs`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'list' },
  });
}

/** A contact's pushes, read when `enabled` (the details are opened). */
export function useContactPushes(contactId: number, enabled: boolean) {
  return useQuery({
    queryKey: crmKeys.pushes(contactId),
    queryFn: ({ signal }) =>
      apiJson<{ data: TCrmPush[] }>('GET', `/api/contacts/${contactId}/crm`, { signal }),
    select: (answer) => answer.data,
    enabled,
    meta: { errorContext: 'silent' },
  });
}

interface SyncAnswer {
  counts?: TLotCounts;
}

/**
 * A sync call (POST /api/projects/{id}/emerige or /api/buildings/{id}/sync): "Sync done" with
 * what changed, the server's reason when nothing can be synced (422), the runs and units refreshed.
 * A failed provider (502) is toasted by the error policy and its run listed like the others.
 */
export function useSyncCall(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SyncAnswer>('POST', path),
    meta: { errorContext: 'mutation' },
    onSuccess: (answer) =>
      notifySuccess(
        answer?.counts
          ? i18n.t('admin.crm.sync.done', { summary: countsSummary(answer.counts, i18n.t) })
          : i18n.t('admin.toasts.syncDone'),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        notifyError(error.serverMessage ?? i18n.t('admin.errors.unexpected'));
      }
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: crmKeys.all }),
        client.invalidateQueries({ queryKey: ['units'] }),
      ]),
  });
}
