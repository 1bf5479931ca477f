import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetting } from '@vitrine/core';
import { useState } from 'react';
import { i18n } from '../../../i18n/translations.ts';
import { ApiError, apiJson } from '../../api/admin-http.ts';
import { dataLayer } from '../../api/data-layer.ts';
import { notifyResource, notifySuccess } from '../../shared/notify.ts';

/** Saving (PUT) and resetting (PATCH …/reset) one setting; a 422's messages are kept for its field. */
export function useSettingSave(setting: TSetting) {
  const client = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [resetKey, setResetKey] = useState(0);
  const refresh = () => client.invalidateQueries({ queryKey: ['settings'] });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataLayer.update<TSetting>('settings', setting.id, body),
    meta: { errorContext: 'mutation' },
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      notifyResource('updated', 'settings');
      setResetKey((key) => key + 1);
      await refresh();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.fieldErrors)
        setError(Object.values(failure.fieldErrors).flat().join(' '));
    },
  });
  const reset = useMutation({
    mutationFn: () => apiJson('PATCH', `/api/settings/${setting.id}/reset`),
    meta: { errorContext: 'mutation' },
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      notifySuccess(i18n.t('admin.toasts.settingsReset'));
      await refresh();
    },
  });
  return { save, reset, error, resetKey };
}
