import { MAX_COMPARED } from '@vitrine/core/comparison-path';

/**
 * A visitor's favourites, kept on their device: the units in the order they were picked, and
 * those ticked for the comparison (a subset of them, in the same order, at most MAX_COMPARED).
 */
export interface FavouritesList {
  readonly ids: readonly number[];
  readonly compared: readonly number[];
}

/** Enough for any real shortlist; past it the heart asks to remove one first. */
export const MAX_FAVOURITES = 24;

export const EMPTY_FAVOURITES: FavouritesList = Object.freeze({ ids: [], compared: [] });

const inOrder = (ids: readonly number[], kept: readonly number[]) => ids.filter((id) => kept.includes(id));

export function isFavourite(list: FavouritesList, unitId: number): boolean {
  return list.ids.includes(unitId);
}

/**
 * Adds a unit (ticked for the comparison while fewer than MAX_COMPARED are) or removes it; a full
 * list is returned unchanged (the caller tells the visitor).
 */
export function toggleFavourite(list: FavouritesList, unitId: number): FavouritesList {
  if (isFavourite(list, unitId)) {
    return {
      ids: list.ids.filter((id) => id !== unitId),
      compared: list.compared.filter((id) => id !== unitId),
    };
  }
  if (list.ids.length >= MAX_FAVOURITES) return list;
  return {
    ids: [...list.ids, unitId],
    compared: list.compared.length < MAX_COMPARED ? [...list.compared, unitId] : list.compared,
  };
}

/** Ticks or unticks a favourite for the comparison; a fifth one is not ticked. */
export function toggleCompared(list: FavouritesList, unitId: number): FavouritesList {
  if (!isFavourite(list, unitId)) return list;
  if (list.compared.includes(unitId))
    return { ...list, compared: list.compared.filter((id) => id !== unitId) };
  if (list.compared.length >= MAX_COMPARED) return list;
  return { ...list, compared: inOrder(list.ids, [...list.compared, unitId]) };
}

/** Adds the units of a shared comparison to the list (those not yet in it, while there is room). */
export function keepUnits(list: FavouritesList, unitIds: readonly number[]): FavouritesList {
  let next = list;
  for (const id of unitIds) if (!isFavourite(next, id)) next = toggleFavourite(next, id);
  return next;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The list as stored (JSON); anything unreadable — another version, a hand edit, a full disk —
 * reads as the part that makes sense, else as an empty list.
 */
export function readFavourites(stored: string | null): FavouritesList {
  if (!stored) return EMPTY_FAVOURITES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY_FAVOURITES;
  }
  const record = (parsed ?? {}) as { ids?: unknown; compared?: unknown };
  const ids = [...new Set(Array.isArray(record.ids) ? record.ids.filter(isId) : [])].slice(0, MAX_FAVOURITES);
  const compared = Array.isArray(record.compared) ? record.compared.filter(isId) : [];
  return { ids, compared: inOrder(ids, compared).slice(0, MAX_COMPARED) };
}

export function writeFavourites(list: FavouritesList): string {
  return JSON.stringify({ ids: list.ids, compared: list.compared });
}
