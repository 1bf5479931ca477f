import { useQuery } from '@tanstack/react-query';

export interface V360Place {
  project: string;
  building: string;
  unit: string;
}

function folderOf(place: V360Place): string {
  return [place.project, place.building, place.unit]
    .map((part) => encodeURIComponent(part.toLowerCase()))
    .join('/');
}

export function v360ConfigUrl(place: V360Place): string {
  return `/storage/v360/${folderOf(place)}/config.json`;
}

/** NN.jpg from 00 to totalImages-1, with ?v=2 (spec §7). */
export function v360ImageUrls(place: V360Place, totalImages: number): string[] {
  return Array.from(
    { length: totalImages },
    (_, index) => `/storage/v360/${folderOf(place)}/${String(index).padStart(2, '0')}.jpg?v=2`,
  );
}

/** totalImages of a unit's 360 config, or 0 on any failure (then there is no 360 view). */
export async function fetchV360Total(place: V360Place, signal?: AbortSignal): Promise<number> {
  try {
    const response = await fetch(v360ConfigUrl(place), { signal, credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = (await response.json()) as { totalImages?: unknown };
    const total = config.totalImages;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 1)
      throw new Error('totalImages missing');
    return total;
  } catch (error) {
    if (!signal?.aborted) console.error('Erreur lors du chargement de la configuration 360°', error);
    return 0;
  }
}

/** The 360 image count, cached by project, building and unit in lower case. */
export function useV360Total(place: V360Place): number | undefined {
  const key = [place.project, place.building, place.unit].map((part) => part.toLowerCase());
  return useQuery({
    queryKey: ['v360', ...key],
    queryFn: ({ signal }) => fetchV360Total(place, signal),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
