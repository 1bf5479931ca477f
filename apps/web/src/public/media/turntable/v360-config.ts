import { useQuery } from '@tanstack/react-query';
import { type TV360Config, ZV360Config } from '@vitrine/core/schemas/v360-config';
import { getJson } from '../../../api/http.ts';
import { i18n } from '../../../i18n/translations.ts';
import { turntableFolder } from './turntable-math.ts';

/** A unit's 360 configuration, or null on any failure (logged, spec §8): then there is no 360 view. */
export async function loadV360Config(folder: string, signal?: AbortSignal): Promise<TV360Config | null> {
  try {
    return ZV360Config.parse(await getJson<unknown>(`${folder}/config.json`, signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(i18n.t('errors.v360Config'), folder, error);
    return null;
  }
}

/**
 * The 360 configuration of a unit, cached by its folder (spec §4); undefined while loading, null
 * when the unit has none.
 */
export function useV360Config(unitId: number | null) {
  const folder = unitId === null ? null : turntableFolder(unitId);
  const query = useQuery({
    queryKey: ['v360-config', folder],
    queryFn: ({ signal }) => loadV360Config(folder!, signal),
    enabled: folder !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { folder, config: folder ? query.data : null, isLoading: folder !== null && query.isPending };
}
