import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiKey, TCreatedApiKey, TEmbedSettings } from '@vitrine/core';
import { i18n } from '../../i18n/translations.ts';
import { apiJson } from '../api/admin-http.ts';
import { notifySuccess } from '../shared/notify.ts';

// The embed and read-API calls of a site (apps/server/src/features/embed and public-api).

export const embedKeys = {
  settings: (domainId: number) => ['embed', 'settings', domainId] as const,
  apiKeys: (domainId: number) => ['embed', 'api-keys', domainId] as const,
};

export function useEmbedSettings(domainId: number) {
  return useQuery({
    queryKey: embedKeys.settings(domainId),
    queryFn: ({ signal }) =>
      apiJson<{ data: TEmbedSettings }>('GET', `/api/domains/${domainId}/embed`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'item' },
  });
}

/** PUT the origins; a 422 is left to the form (under each line). */
export function useSaveOrigins(domainId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (origins: string[]) =>
      apiJson<{ data: TEmbedSettings }>('PUT', `/api/domains/${domainId}/embed`, { body: { origins } }),
    meta: { errorContext: 'mutation' },
    onSuccess: (answer) => {
      client.setQueryData(embedKeys.settings(domainId), answer);
      notifySuccess(i18n.t('admin.embed.origins.saved'));
    },
  });
}

export function useApiKeys(domainId: number) {
  return useQuery({
    queryKey: embedKeys.apiKeys(domainId),
    queryFn: ({ signal }) =>
      apiJson<{ data: TApiKey[] }>('GET', `/api/domains/${domainId}/api-keys`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'list' },
  });
}

export function useCreateApiKey(domainId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiJson<{ data: TCreatedApiKey }>('POST', `/api/domains/${domainId}/api-keys`, { body: { name } }),
    meta: { errorContext: 'mutation' },
    onSuccess: () => client.invalidateQueries({ queryKey: embedKeys.apiKeys(domainId) }),
  });
}

export function useRevokeApiKey(domainId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      apiJson<{ data: TApiKey }>('POST', `/api/domains/${domainId}/api-keys/${keyId}/revoke`),
    meta: { errorContext: 'mutation' },
    onSuccess: async () => {
      notifySuccess(i18n.t('admin.embed.keys.revokedToast'));
      await client.invalidateQueries({ queryKey: embedKeys.apiKeys(domainId) });
    },
  });
}
