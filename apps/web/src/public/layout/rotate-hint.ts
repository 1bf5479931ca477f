import { paths } from '../../routes/paths.ts';
import { pageFlag } from '../page-query.ts';

/** The hint leaves by itself after this long (and at the first tap, key or focus). */
export const ROTATE_HINT_DURATION_MS = 4000;

/** sessionStorage key: the hint has been shown during this visit. */
export const ROTATE_HINT_SEEN_KEY = 'vitrine.rotateHintSeen';

/**
 * Whether the "Tournez votre appareil" hint belongs on this screen: only the orbital model,
 * where a wider view helps, and not while a unit sheet is open over it.
 */
export function rotateHintWanted(pathname: string, search: string): boolean {
  const [, first] = pathname.split('/');
  if (first !== paths.orbital) return false;
  return !pageFlag(search, 'showUnit');
}

type SeenStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SeenStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the hint was already shown in this visit (tab session); unreadable storage counts as seen. */
export function rotateHintSeen(storage: SeenStorage | null = sessionStore()): boolean {
  try {
    return storage ? storage.getItem(ROTATE_HINT_SEEN_KEY) === '1' : true;
  } catch {
    return true;
  }
}

export function markRotateHintSeen(storage: SeenStorage | null = sessionStore()): void {
  try {
    storage?.setItem(ROTATE_HINT_SEEN_KEY, '1');
  } catch {
    // a full or blocked storage only means the hint may show again
  }
}
