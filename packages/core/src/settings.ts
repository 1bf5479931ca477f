/** Settings: reading values and feature flags with the defaults of front office §6. */

export type SettingLike = { name: string; value: string | number | null; image?: { url: string } | null };
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
  return findSetting(settings, name)?.image?.url ?? null;
}

/** A numeric setting (e.g. initial-rotation), or the fallback when absent or not a number. */
export function settingNumber(settings: Settings, name: string, fallback = 0): number {
  const value = settingValue(settings, name);
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** Project flags and their defaults. Read on the project's settings; no project means all on. */
export const PROJECT_FLAG_DEFAULTS = {
  'with-send-by-email-button': true,
  'with-contact-us-button': true,
  'with-download-blueprint-button': true,
  'with-price-detail': true,
  'with-detail': true,
  'with-name': true,
  'with-tooltip': true,
  'with-orbital-unit-name': true,
  'with-availability': true,
  'with-typology': true,
  'with-unavailables-tooltip': true,
  'is-rotation-clockwise': true,
} as const;

/** Domain flags and their defaults. Read on the domain's settings. */
export const DOMAIN_FLAG_DEFAULTS = {
  'with-filter': false,
  'with-modal': false,
  'langs-enabled': false,
  'with-menu': true,
} as const;

export type ProjectFlag = keyof typeof PROJECT_FLAG_DEFAULTS;
export type DomainFlag = keyof typeof DOMAIN_FLAG_DEFAULTS;
export type FlagName = ProjectFlag | DomainFlag;

const FLAG_DEFAULTS: Record<FlagName, boolean> = { ...PROJECT_FLAG_DEFAULTS, ...DOMAIN_FLAG_DEFAULTS };

/**
 * Whether a feature is on: the setting's value when it has one, else the default of its
 * scope. Pass the project's settings for project flags (null/undefined when there is no
 * project) and the domain's settings for domain flags. An empty or null value counts as absent.
 */
export function flag(settings: Settings, name: FlagName): boolean {
  const value = settingValue(settings, name);
  return value === null ? FLAG_DEFAULTS[name] : isOn(value);
}

/** Brand colours when the settings have none (front office §9 and back office §3). */
export const BRAND_COLOR_DEFAULTS = { main: '#ffffff', secondary: '#000000' } as const;
/** The admin's colour defaults (back office §9). */
export const ADMIN_COLOR_DEFAULTS = { 'main-color': '#ffffff', 'secondary-color': '#000000' } as const;
/** Values a new domain's colour settings start with (back office §3: black main for a domain). */
export const DOMAIN_COLOR_SETTING_DEFAULTS = {
  'main-color': '#000000',
  'secondary-color': '#000000',
} as const;

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
