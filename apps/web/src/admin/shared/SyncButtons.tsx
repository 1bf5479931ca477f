import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../api/admin-http.ts';
import { notifySuccess } from './notify.ts';

export const SYNC_SYSTEMS = [
  { key: 'emerige_id', label: 'Emerige' },
  { key: 'immolead_id', label: 'Immolead' },
  { key: 'adlead_id', label: 'Adlead' },
  { key: 'unlatch_id', label: 'Unlatch' },
] as const;

type SyncIds = Partial<Record<(typeof SYNC_SYSTEMS)[number]['key'], string | null | undefined>>;

/** A sync call with "Sync done" (404 gives "Resource item not found" through the error policy). */
export function useSyncCall(path: string) {
  return useMutation({
    mutationFn: () => apiJson('POST', path),
    meta: { errorContext: 'mutation' },
    onSuccess: () => notifySuccess(i18next.t('admin.toasts.syncDone')),
  });
}

/**
 * "Sync. w/ Emerige/Immolead/Adlead/Unlatch" for each external id the row has; all of them
 * call the same endpoint (POST /api/projects/{id}/emerige or /api/buildings/{id}/sync).
 */
export function SyncButtons({
  ids,
  path,
  only,
}: {
  ids: SyncIds;
  path: string;
  only?: readonly (keyof SyncIds)[];
}) {
  const { t } = useTranslation();
  const sync = useSyncCall(path);
  return SYNC_SYSTEMS.filter((system) => (!only || only.includes(system.key)) && ids[system.key]).map(
    (system) => (
      <Button
        key={system.key}
        size="compact-sm"
        variant="light"
        color="grape"
        loading={sync.isPending}
        onClick={() => sync.mutate()}
      >
        {t('admin.sync.with', { system: system.label })}
      </Button>
    ),
  );
}
