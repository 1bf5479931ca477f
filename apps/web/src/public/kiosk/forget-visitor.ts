import { KIOSK_COOKIE } from '@vitrine/core/kiosk/kiosk-token';
import { forgetViewedUnits } from '../analytics/visitor-events.ts';
import { clearFavourites } from '../favourites/favourites-store.ts';

/** The cookies that are the screen's, not the visitor's: its kiosk pass, a staff member's CSRF token. */
const SCREEN_COOKIES = [KIOSK_COOKIE, 'XSRF-TOKEN'];

/**
 * Forgets what the previous visitor left in this browser: both storages of the site (favourites,
 * units viewed, the language, hints seen… whatever a feature keeps there), the cookies of their
 * choices (language, welcome prompt and controls help seen…), and the favourites held in memory.
 * The kiosk's pass and a staff session (HttpOnly, out of reach anyway) stay.
 */
export function forgetVisitor(): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // storage refused by the browser: nothing was kept there
    }
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || SCREEN_COOKIES.includes(name)) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: expires the visitor's cookies, set the same way (ui/cookies.ts)
    document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
  }
  // what the features hold besides the storages, by their own hands
  clearFavourites();
  forgetViewedUnits();
}
