import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../../i18n/translations.ts';
import { notifyError, notifyResource, notifySuccess } from '../shared/notify.ts';
import { isPendingDelete, usePendingDeletes } from '../shared/undo/pending-deletes.ts';
import { dataLayer, type Id, type ListAnswer, type ListParams } from './data-layer.ts';
import type { ErrorContext } from './error-policy.ts';
import type { ResourceName } from './resources.ts';

/** Query keys: everything about a resource starts with its name, so one invalidation refreshes it all. */
export const queryKeys = {
  resource: (resource: ResourceName) => [resource] as const,
  list: (resource: ResourceName, params: ListParams) => [resource, 'list', params] as const,
  item: (resource: ResourceName, id: Id, include: readonly string[] = []) =>
    [resource, 'item', String(id), include.join(',')] as const,
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorContext?: ErrorContext };
    mutationMeta: { errorContext?: ErrorContext };
  }
}

/** One page of a resource; rows waiting to be deleted (undo window) are left out. */
export function useList<T>(resource: ResourceName, params: ListParams, options: { enabled?: boolean } = {}) {
  const deleting = usePendingDeletes();
  return useQuery({
    queryKey: queryKeys.list(resource, params),
    queryFn: ({ signal }) => dataLayer.list<T>(resource, params, signal),
    select: useCallback(
      (answer: ListAnswer<T>) =>
        deleting.size === 0
          ? answer
          : {
              ...answer,
              data: answer.data.filter((row) => !isPendingDelete(deleting, resource, (row as { id: Id }).id)),
            },
      [deleting, resource],
    ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { errorContext: 'list' },
  });
}

export function useItem<T>(
  resource: ResourceName,
  id: Id | null | undefined,
  include: readonly string[] = [],
  options: { errorContext?: ErrorContext } = {},
) {
  return useQuery({
    queryKey: queryKeys.item(resource, id ?? '', include),
    queryFn: ({ signal }) => dataLayer.show<T>(resource, id as Id, include, signal),
    enabled: id !== null && id !== undefined && id !== '',
    meta: { errorContext: options.errorContext ?? 'item' },
  });
}

export interface SaveVariables {
  id?: Id | null | undefined;
  body: unknown;
}

/** Create (POST) or update (PUT) with the spec's toast; 422 is left to the form. */
export function useSave<T>(
  resource: ResourceName,
  options: { include?: readonly string[]; toast?: boolean; invalidate?: ResourceName[] } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables) =>
      id
        ? dataLayer.update<T>(resource, id, body, options.include)
        : dataLayer.create<T>(resource, body, options.include),
    meta: { errorContext: 'mutation' },
    onSuccess: async (_data, variables) => {
      if (options.toast !== false) notifyResource(variables.id ? 'updated' : 'created', resource);
      await invalidate(client, [resource, ...(options.invalidate ?? [])]);
    },
  });
}

/**
 * Saves a new order. The list under `listKey` is reordered at once (optimistic) and put back
 * if the server refuses, with "Resource moved" / "Resource can't be moved".
 */
export function useSort<T extends { id: Id }>(resource: ResourceName, listKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: T[]) =>
      dataLayer.sort(
        resource,
        rows.map((row) => row.id),
      ),
    meta: { errorContext: 'silent' },
    onMutate: async (rows: T[]) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueryData<ListAnswer<T>>(listKey);
      if (previous) client.setQueryData<ListAnswer<T>>(listKey, { ...previous, data: rows });
      return { previous };
    },
    onError: (_error, _rows, context) => {
      if (context?.previous) client.setQueryData(listKey, context.previous);
      notifyError(i18n.t('admin.toasts.moveFailed'));
    },
    onSuccess: () => notifySuccess(i18n.t('admin.toasts.moved')),
    onSettled: () => client.invalidateQueries({ queryKey: [resource] }),
  });
}

async function invalidate(client: ReturnType<typeof useQueryClient>, resources: ResourceName[]) {
  await Promise.all(resources.map((name) => client.invalidateQueries({ queryKey: [name] })));
}
