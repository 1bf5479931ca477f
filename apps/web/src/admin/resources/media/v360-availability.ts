import { useQuery } from '@tanstack/react-query';
import { v360Folder } from './storage-paths.ts';

/** totalImages of a unit's 360 config.json, or 0 on any failure (warning logged, back office §8). */
export async function fetchV360Total(folder: string, signal?: AbortSignal): Promise<number> {
  try {
    const response = await fetch(`${folder}/config.json`, { signal: signal ?? null });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const total = ((await response.json()) as { totalImages?: unknown }).totalImages;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 1)
      throw new Error('totalImages missing');
    return total;
  } catch (error) {
    if (!signal?.aborted) console.warn(`admin: no 360 view in ${folder}`, error);
    return 0;
  }
}

/** The unit's 360 image count, cached by its folder. */
export function useV360Total(unitId: number): number | undefined {
  const folder = v360Folder(unitId);
  return useQuery({
    queryKey: ['v360', folder],
    queryFn: ({ signal }) => fetchV360Total(folder, signal),
    staleTime: 5 * 60_000,
    meta: { errorContext: 'silent' },
  }).data;
}
