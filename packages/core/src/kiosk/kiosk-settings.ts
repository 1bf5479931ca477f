/**
 * Kiosk mode's settings (issue 15 point 4): a site shown on a sales-office screen. `kiosk` turns it
 * on for every browser of the site; `kiosk-idle-minutes` is how long the screen waits without a
 * touch before it forgets the visitor (both domain settings, in the settings catalogue).
 */

import { isOn, type SettingLike, settingValue } from '../settings.ts';

export const KIOSK_SETTING = 'kiosk';
export const KIOSK_IDLE_SETTING = 'kiosk-idle-minutes';
/** Minutes without a touch before the reset when the site sets none. */
export const KIOSK_IDLE_DEFAULT_MINUTES = 3;
/** Shorter delays are read as this: a visitor reading a sheet is not interrupted. */
export const KIOSK_IDLE_MIN_MS = 5_000;
/** Longer delays are read as this: a forgotten screen still forgets its visitor the same day. */
export const KIOSK_IDLE_MAX_MS = 120 * 60_000;

type Settings = readonly SettingLike[] | null | undefined;

/** Whether the site's own setting puts every browser of it in kiosk mode (off when absent). */
export function isKioskSite(settings: Settings): boolean {
  return isOn(settingValue(settings, KIOSK_SETTING));
}

/**
 * The idle delay in milliseconds: the setting in minutes (decimals allowed, "0,5" typed the Belgian
 * way is stored "0.5": 30 s), within KIOSK_IDLE_MIN_MS..KIOSK_IDLE_MAX_MS; the default when absent,
 * not a number, or not above zero.
 */
export function kioskIdleMs(settings: Settings): number {
  const value = settingValue(settings, KIOSK_IDLE_SETTING);
  const minutes = value === null ? Number.NaN : Number(value);
  const ms = Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : KIOSK_IDLE_DEFAULT_MINUTES * 60_000;
  return Math.round(Math.min(KIOSK_IDLE_MAX_MS, Math.max(KIOSK_IDLE_MIN_MS, ms)));
}
