/** Settings: reading values and feature flags with the defaults of front office §6. */

import { type DOMAIN_FLAG_VALUES, flagDefaults, type PROJECT_FLAG_VALUES } from './settings-catalogue.ts';

/** An image of a setting: its URL and, for full-width pictures, its screen-size renditions by width. */
export type SettingImage = { url: string; responsiveUrls?: Record<string, string> };
export type SettingLike = { name: string; value: string | number | null; image?: SettingImage | null };
type Settings = readonly SettingLike[] | null | undefined;

/** A value is on only when it is a non-zero number ('1', 2, '0.5'); anything else is off. */
export function isOn(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value !== 'string' || value.trim() === '') return false;
  const number = Number(value);
  return Number.isFinite(number) && number !== 0;
}

export function findSetting(settings: Settings, name: string): SettingLike | undefined {
  return settings?.find((setting) => setting.name === name);
}

/** The value of a setting as a string, or null when absent or empty. */
export function settingValue(settings: Settings, name: string): string | null {
  const value = findSetting(settings, name)?.value;
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

export function settingImageUrl(settings: Settings, name: string): string | null {
  return settingImage(settings, name)?.url ?? null;
}

/** The image of a setting with its renditions (srcset), or null when it has none. */
export function settingImage(settings: Settings, name: string): SettingImage | null {
  return findSetting(settings, name)?.image ?? null;
}

/** A numeric setting (e.g. initial-rotation), or the fallback when absent or not a number. */
export function settingNumber(settings: Settings, name: string, fallback = 0): number {
  const value = settingValue(settings, name);
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** Project flags and their defaults (the settings catalogue). Read on the project's settings; no project means all on. */
export const PROJECT_FLAG_DEFAULTS = flagDefaults('project') as Record<ProjectFlag, boolean>;

/** Domain flags and their defaults (the settings catalogue). Read on the domain's settings. */
export const DOMAIN_FLAG_DEFAULTS = flagDefaults('domain') as Record<DomainFlag, boolean>;

export type ProjectFlag = keyof typeof PROJECT_FLAG_VALUES;
export type DomainFlag = keyof typeof DOMAIN_FLAG_VALUES;
export type FlagName = ProjectFlag | DomainFlag;

const FLAG_DEFAULTS: Record<FlagName, boolean> = { ...PROJECT_FLAG_DEFAULTS, ...DOMAIN_FLAG_DEFAULTS };

/**
 * Whether a feature is on: the setting's value when it has one, else the default of its
 * scope. Pass the project's settings for project flags (null/undefined when there is no
 * project) and the domain's settings for domain flags. A missing setting or a null value is
 * "not set" (the default); any text, the empty one included, is read by the spec's rule (on only
 * when a non-zero number): staff who empty the field switch the feature off.
 */
export function flag(settings: Settings, name: FlagName): boolean {
  const value = findSetting(settings, name)?.value;
  return value === null || value === undefined ? FLAG_DEFAULTS[name] : isOn(value);
}

/** Brand colours when the settings have none (front office §9 and back office §3). */
export const BRAND_COLOR_DEFAULTS = { main: '#ffffff', secondary: '#000000' } as const;
export const DEFAULT_SPLASH_IMAGE = '/img/landing-img.png';
export const UNAVAILABLE_BLUEPRINT_IMAGE = '/images/unavailable-blueprint.png';

/** The brand colours of a site: its main-color and secondary-color settings, else the defaults. */
export function brandColors(settings: Settings): { main: string; secondary: string } {
  return {
    main: settingValue(settings, 'main-color') ?? BRAND_COLOR_DEFAULTS.main,
    secondary: settingValue(settings, 'secondary-color') ?? BRAND_COLOR_DEFAULTS.secondary,
  };
}

/** Settings the server reads for itself and never sends to a public site (sales-email: leads). */
export const SERVER_ONLY_SETTINGS: readonly string[] = ['sales-email'];

/** Whether a setting travels in the public site's data. */
export function isPublicSetting(setting: { name: string }): boolean {
  return !SERVER_ONLY_SETTINGS.includes(setting.name);
}

/** A user's picture (back office §5): a user setting of this name, kept as a 200×200 square (1:1 crop). */
export const AVATAR_SETTING = 'avatar';
export const AVATAR_SIZE = 200;
