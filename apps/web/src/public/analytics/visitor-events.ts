import type { BeaconKind } from '@vitrine/core/analytics/visitor-events';

/**
 * What the browser alone sees, counted for the site's analytics without cookies (issue 16
 * point 2): events wait in memory and leave together with navigator.sendBeacon when the
 * browser is idle a moment later, when the page is hidden or left, or when 20 are waiting.
 * Nothing identifies the visitor. The units opened are also kept in sessionStorage (this tab,
 * this visit) so that a form can offer to send them; they leave only with that form.
 */

const BEACON_URL = '/beacons';
const MAX_BATCH = 20;
/** Quiet time before a batch leaves, so a burst of clicks is one beacon. */
const FLUSH_DELAY_MS = 2000;
const VIEWED_KEY = 'vitrine-viewed-units';
const MAX_VIEWED = 30;

type Pending = { kind: BeaconKind; unit_id?: number };

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Counts one event for the site's analytics; `unitId` names the unit it is about. */
export function countVisitorEvent(kind: BeaconKind, unitId?: number): void {
  if (typeof window === 'undefined') return;
  if (kind === 'unit_opened' && unitId) rememberViewedUnit(unitId);
  queue.push(unitId ? { kind, unit_id: unitId } : { kind });
  listenForLeaving();
  if (queue.length >= MAX_BATCH) flushVisitorEvents();
  else scheduleFlush();
}

/** Sends what is waiting now (the page is being hidden or left). */
export function flushVisitorEvents(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.slice(0, MAX_BATCH) });
    queue = queue.slice(MAX_BATCH);
    if (!navigator.sendBeacon?.(BEACON_URL, body)) {
      fetch(BEACON_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  }
}

function scheduleFlush(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    idle(flushVisitorEvents);
  }, FLUSH_DELAY_MS);
}

function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushVisitorEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushVisitorEvents();
  });
}

/** The units opened during this visit (this tab), oldest first; [] when storage is refused. */
export function viewedUnitIds(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Forgets the units opened (a kiosk's next visitor starts with none). */
export function forgetViewedUnits(): void {
  try {
    sessionStorage.removeItem(VIEWED_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}

function rememberViewedUnit(unitId: number): void {
  try {
    const ids = [...viewedUnitIds().filter((id) => id !== unitId), unitId].slice(-MAX_VIEWED);
    sessionStorage.setItem(VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // storage refused (private mode, quota): the form simply has nothing to offer
  }
}
