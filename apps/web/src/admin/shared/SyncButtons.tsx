import { Button } from '@mantine/core';
import { CRM_PROVIDER_LABELS, CRM_PROVIDERS, type TCrmProvider } from '@vitrine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSyncCall } from '../resources/crm/crm-calls.ts';

type ExternalIdKey = `${TCrmProvider}_id`;

/** The project's id at each CRM (emerige_id, immolead_id, adlead_id, unlatch_id), in the links' order. */
export const SYNC_SYSTEMS = CRM_PROVIDERS.map((provider) => ({
  key: `${provider}_id` as ExternalIdKey,
  label: CRM_PROVIDER_LABELS[provider],
}));

type SyncIds = Partial<Record<ExternalIdKey, string | null | undefined>>;

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
