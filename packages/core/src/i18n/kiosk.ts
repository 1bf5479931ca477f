import { enKiosk } from './en-kiosk.ts';
import { frKiosk } from './fr-kiosk.ts';

/**
 * Kiosk mode's strings, under `kiosk`: added by the kiosk's own code (and the back office's link
 * panel) when it loads, so the public site's first load does not carry them.
 */
export const kioskCatalogues = { fr: { kiosk: frKiosk }, en: { kiosk: enKiosk } };
