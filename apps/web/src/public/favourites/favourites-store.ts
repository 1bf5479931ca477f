import { useCallback, useSyncExternalStore } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { createStore, type Store } from '../../ui/create-store.ts';
import { countFavouritesEvent } from '../analytics/favourites-analytics.ts';
import {
  EMPTY_FAVOURITES,
  type FavouritesList,
  isFavourite,
  keepUnits,
  readFavourites,
  toggleCompared,
  toggleFavourite,
  writeFavourites,
} from './favourites-list.ts';

/** One list per site (the domain's id): sites served from one origin keep theirs apart. */
const STORAGE_PREFIX = 'vitrine.favourites.';
const stores = new Map<number, Store<FavouritesList>>();

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage blocked by the browser: the list lives as long as the page
    return null;
  }
}

function storeOf(siteId: number): Store<FavouritesList> {
  let store = stores.get(siteId);
  if (!store) {
    store = createStore(readFavourites(deviceStorage()?.getItem(STORAGE_PREFIX + siteId) ?? null));
    stores.set(siteId, store);
    listenToOtherTabs();
  }
  return store;
}

let listening = false;
/** A heart tapped in another tab of the site shows here too. */
function listenToOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null) {
      for (const store of stores.values()) store.set(EMPTY_FAVOURITES);
      return;
    }
    if (!event.key.startsWith(STORAGE_PREFIX)) return;
    stores.get(Number(event.key.slice(STORAGE_PREFIX.length)))?.set(readFavourites(event.newValue));
  });
}

function save(siteId: number, next: FavouritesList): void {
  storeOf(siteId).set(next);
  try {
    deviceStorage()?.setItem(STORAGE_PREFIX + siteId, writeFavourites(next));
  } catch {
    // a full or blocked storage: the list still holds for this visit
  }
}

/** What the favourites tell whoever listens (visitor analytics, issue 16 point 2). */
export type FavouritesEvent =
  | { kind: 'favourite_added'; unitId: number }
  | { kind: 'favourite_removed'; unitId: number }
  | { kind: 'comparison_opened'; unitIds: readonly number[] }
  | { kind: 'comparison_shared'; unitIds: readonly number[] };

const eventListeners = new Set<(event: FavouritesEvent) => void>();

/** Calls `listener` on each favourite added or removed and each comparison opened or shared. */
export function onFavouritesEvent(listener: (event: FavouritesEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function reportFavouritesEvent(event: FavouritesEvent): void {
  for (const listener of eventListeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('favourites: a listener failed', error);
    }
  }
}

// the site's visitor analytics count favourites added and comparisons opened (issue 16 point 2)
onFavouritesEvent(countFavouritesEvent);

/** Forgets every site's favourites on this device (the kiosk's reset after idle, issue 15 point 4). */
export function clearFavourites(): void {
  const storage = deviceStorage();
  try {
    for (const key of Object.keys(storage ?? {}))
      if (key.startsWith(STORAGE_PREFIX)) storage?.removeItem(key);
  } catch {
    // blocked storage: nothing was kept there
  }
  for (const store of stores.values()) store.set(EMPTY_FAVOURITES);
}

const serverList = () => EMPTY_FAVOURITES;

export interface Favourites {
  list: FavouritesList;
  /** Adds or removes a unit; false when the list is full and the unit was not added. */
  toggle: (unitId: number) => boolean;
  toggleCompared: (unitId: number) => void;
  /** Adds the units of a shared comparison. */
  keep: (unitIds: readonly number[]) => void;
}

/**
 * This site's favourites on this device. A page rendered on the server, and the browser's
 * first render that takes it over, show the empty list; the device's list follows at once.
 */
export function useFavourites(): Favourites {
  const siteId = useDomain().id;
  const store = storeOf(siteId);
  const list = useSyncExternalStore(store.subscribe, store.get, serverList);
  const toggle = useCallback(
    (unitId: number) => {
      const current = storeOf(siteId).get();
      const next = toggleFavourite(current, unitId);
      if (next === current) return false;
      save(siteId, next);
      const added = isFavourite(next, unitId);
      reportFavouritesEvent({ kind: added ? 'favourite_added' : 'favourite_removed', unitId });
      return true;
    },
    [siteId],
  );
  const compare = useCallback(
    (unitId: number) => save(siteId, toggleCompared(storeOf(siteId).get(), unitId)),
    [siteId],
  );
  const keep = useCallback(
    (unitIds: readonly number[]) => {
      const current = storeOf(siteId).get();
      const next = keepUnits(current, unitIds);
      save(siteId, next);
      for (const unitId of next.ids)
        if (!isFavourite(current, unitId)) reportFavouritesEvent({ kind: 'favourite_added', unitId });
    },
    [siteId],
  );
  return { list, toggle, toggleCompared: compare, keep };
}
