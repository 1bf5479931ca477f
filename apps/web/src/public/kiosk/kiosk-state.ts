import { KIOSK_COOKIE } from '@vitrine/core/kiosk/kiosk-token';
import { cookieValue } from '../../ui/cookies.ts';
import { createStore, useStore } from '../../ui/create-store.ts';

/**
 * What the whole public site knows of kiosk mode (issue 15 point 4), kept tiny because it is in
 * the first bundle: whether this screen is a kiosk (set by the lazily loaded KioskMode once the
 * server or the site's setting says so), and which visitor's turn it is — the public layout keys
 * its pages on `visit`, so a new visitor starts from freshly mounted pages.
 */
export interface KioskState {
  active: boolean;
  visit: number;
}

export const kioskStore = createStore<KioskState>({ active: false, visit: 0 });

/** Whether this screen is a kiosk: the sheet offers the QR code instead of the e-mail, and so on. */
export function useKioskMode(): boolean {
  return useStore(kioskStore, (state) => state.active);
}

/** The current visitor's turn; a new one starts after each kiosk reset. */
export function useVisit(): number {
  return useStore(kioskStore, (state) => state.visit);
}

/** Whether the browser holds a kiosk pass (the server still checks it before kiosk mode starts). */
export function hasKioskPass(cookies: string): boolean {
  return Boolean(cookieValue(cookies, KIOSK_COOKIE));
}
