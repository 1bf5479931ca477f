import { useQuery } from '@tanstack/react-query';
import type { TPolygonFileLoose } from '@vitrine/core';
import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';

export function polygonFileUrl(buildingId: number): string {
  return storageUrl(storageLayout.polygonFile(buildingId));
}

/** Reads a polygon file; anything that is not an object of outline lists gives no polygons. */
export function parsePolygonFile(text: string): TPolygonFileLoose | null {
  try {
    const json: unknown = JSON.parse(text);
    if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
    const file: TPolygonFileLoose = {};
    for (const [key, list] of Object.entries(json as Record<string, unknown>)) {
      if (!Array.isArray(list)) continue;
      file[key] = list.filter(
        (entry): entry is { name: string; points: string[] } =>
          Boolean(entry) && typeof entry.name === 'string' && Array.isArray(entry.points),
      );
    }
    return file;
  } catch {
    return null;
  }
}

/** A file that has not come within this long counts as unreadable: the page goes on without outlines. */
const POLYGON_FILE_PATIENCE_MS = 15_000;

async function fetchPolygonFile(url: string): Promise<TPolygonFileLoose | null> {
  try {
    const signal = AbortSignal.timeout(POLYGON_FILE_PATIENCE_MS);
    const response = await fetch(url, { signal, credentials: 'include' });
    if (!response.ok) return null;
    return parsePolygonFile(await response.text());
  } catch {
    return null;
  }
}

/** The query of a building's polygon file (the page's and the early download's, main.tsx). */
export function polygonFileQuery(buildingId: number) {
  const url = polygonFileUrl(buildingId);
  return {
    queryKey: ['polygons', url],
    // not cancelled when the page stops watching: the early download (main.tsx) is kept for it
    queryFn: () => fetchPolygonFile(url),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * The polygons of a building (all its views): undefined until the file is read, null when it is
 * unreadable. Not fetched before `enabled` (a file already read, or under way, still comes in).
 */
export function usePolygonFile(buildingId: number, enabled = true): TPolygonFileLoose | null | undefined {
  return useQuery({ ...polygonFileQuery(buildingId), enabled }).data;
}
