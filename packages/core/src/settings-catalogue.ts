/**
 * Every setting Vitrine knows, once: its kind, where it belongs, its default and its words
 * (`admin.settingsCatalogue.<key>` in the catalogues). The server validates values and creates a
 * new domain's or project's rows from it, the admin shows labelled, typed editors from it, and the
 * public site's flag defaults (settings.ts) are read from it.
 */

import { PRICE_CHANGE_CONFIRM_DEFAULT, PRICE_CHANGE_CONFIRM_SETTING } from './typed-number.ts';
import type { UploadUse } from './upload-uses.ts';

/** What a value is, and so how it is edited and checked. */
export type SettingKind = 'colour' | 'flag' | 'image' | 'text' | 'html' | 'number' | 'email' | 'css';
/** Whose setting it is: the owner column without `_id`. */
export type SettingLevel = 'corporation' | 'domain' | 'project' | 'building' | 'user';
/** How the identity page and the settings list group them. */
export type SettingGroup =
  | 'colours'
  | 'logos'
  | 'pictures'
  | 'features'
  | 'texts'
  | 'kiosk'
  | 'orbital'
  | 'advanced';

export interface SettingDefinition {
  /** The stored name; a `t{n}-color` key is matched by `pattern`. */
  key: string;
  kind: SettingKind;
  group: SettingGroup;
  levels: readonly SettingLevel[];
  /** The value a new row starts with and a reset goes back to, per level; none: empty. */
  defaults?: Partial<Record<SettingLevel, string>>;
  /** Created (with its default) when its domain or project is created. */
  created?: boolean;
  pattern?: RegExp;
  /** An image's size limits (upload-uses.ts). */
  upload?: UploadUse;
  /** At the corporation level, also changed by the corporation's admins (the others are root's). */
  byAdmins?: boolean;
}

export const FLAG_ON = '1';
export const FLAG_OFF = '0';
const on = FLAG_ON;
const off = FLAG_OFF;

/** Project flags and their values when absent (front office §6); no project means all on. */
export const PROJECT_FLAG_VALUES = {
  'is-rotation-clockwise': on,
  'with-detail': on,
  'with-name': on,
  'with-tooltip': on,
  'with-orbital-unit-name': on,
  'with-availability': on,
  'with-price-detail': on,
  'with-typology': on,
  'with-unavailables-tooltip': on,
  'with-send-by-email-button': on,
  'with-contact-us-button': on,
  'with-download-blueprint-button': on,
} as const;
/** Domain flags and their values when absent (front office §6). */
export const DOMAIN_FLAG_VALUES = {
  'with-menu': on,
  'with-filter': off,
  'with-modal': off,
  'langs-enabled': off,
} as const;

const flags = (values: Record<string, string>, level: 'domain' | 'project'): SettingDefinition[] =>
  Object.entries(values).map(([key, value]) => ({
    key,
    kind: 'flag',
    group: 'features',
    levels: [level],
    defaults: { [level]: value },
    created: true,
  }));
const domainLogo = (key: string): SettingDefinition => ({
  key,
  kind: 'image',
  upload: 'logo',
  group: 'logos',
  levels: ['domain'],
  created: true,
});
const domainText = (key: string, kind: SettingKind = 'text', group: SettingGroup = 'texts') => ({
  key,
  kind,
  group,
  levels: ['domain'] as const,
  created: true,
});

export const SETTINGS_CATALOGUE: readonly SettingDefinition[] = [
  {
    key: 'main-color',
    kind: 'colour',
    group: 'colours',
    levels: ['corporation', 'domain'],
    // back office §3: white in the admin, black for a new domain; decisions.md "Main colour default"
    defaults: { corporation: '#ffffff', domain: '#000000' },
    created: true,
  },
  {
    key: 'secondary-color',
    kind: 'colour',
    group: 'colours',
    levels: ['corporation', 'domain'],
    defaults: { corporation: '#000000', domain: '#000000' },
    created: true,
  },
  { key: 'logo', kind: 'image', upload: 'logo', group: 'logos', levels: ['corporation', 'user'] },
  domainLogo('upper-left-logo'),
  domainLogo('upper-left-logo-neg'),
  domainLogo('secondary-logo'),
  domainLogo('white-logo'),
  domainLogo('black-logo'),
  { ...domainText('splash-image', 'image', 'pictures'), upload: 'picture' },
  { ...domainText('contact-image', 'image', 'pictures'), upload: 'picture' },
  domainText('header-title'),
  domainText('presentation', 'html'),
  domainText('orbital-title'),
  domainText('contact-phone'),
  domainText('contact-email', 'email'),
  domainText('contact-address'),
  // not in the specs: the home's Brochure button (a link; no value, no button). decisions.md, edges-settings
  { key: 'brochure', kind: 'text', group: 'texts', levels: ['domain'] },
  ...flags(DOMAIN_FLAG_VALUES, 'domain'),
  // kiosk mode for a sales-office screen (issue 15 point 4; kiosk/kiosk-settings.ts)
  {
    key: 'kiosk',
    kind: 'flag',
    group: 'kiosk',
    levels: ['domain'],
    defaults: { domain: off },
    created: true,
  },
  {
    key: 'kiosk-idle-minutes',
    kind: 'number',
    group: 'kiosk',
    levels: ['domain'],
    defaults: { domain: '3' },
    created: true,
  },
  { key: 'sales-email', kind: 'email', group: 'advanced', levels: ['domain', 'project'] },
  { key: 'custom-css', kind: 'css', group: 'advanced', levels: ['domain'] },
  {
    key: 't{n}-color',
    kind: 'colour',
    group: 'colours',
    levels: ['project'],
    pattern: /^t(\d{1,2})-color$/,
  },
  {
    key: 'building-logo',
    kind: 'image',
    upload: 'logo',
    group: 'logos',
    levels: ['project'],
    created: true,
  },
  {
    key: 'initial-rotation',
    kind: 'number',
    group: 'orbital',
    levels: ['project', 'building'],
    defaults: { project: '0' },
    created: true,
  },
  ...flags(PROJECT_FLAG_VALUES, 'project'),
  {
    key: PRICE_CHANGE_CONFIRM_SETTING,
    kind: 'number',
    group: 'advanced',
    levels: ['corporation'],
    defaults: { corporation: String(PRICE_CHANGE_CONFIRM_DEFAULT) },
    byAdmins: true,
  },
];

/** The owner column of each level. */
export const LEVEL_COLUMNS = {
  corporation: 'corporation_id',
  domain: 'domain_id',
  project: 'project_id',
  building: 'building_id',
  user: 'user_id',
} as const satisfies Record<SettingLevel, string>;

/** The level of a setting row: the owner column that is set. */
export function levelOf(
  row: Partial<Record<(typeof LEVEL_COLUMNS)[SettingLevel], unknown>>,
): SettingLevel | null {
  for (const [level, column] of Object.entries(LEVEL_COLUMNS))
    if (row[column as keyof typeof row] !== null && row[column as keyof typeof row] !== undefined)
      return level as SettingLevel;
  return null;
}

/** The definition of a stored name (a `t3-color` is the `t{n}-color` one), or undefined for an unknown key. */
export function settingDefinition(name: string): SettingDefinition | undefined {
  return SETTINGS_CATALOGUE.find((entry) => entry.key === name || entry.pattern?.test(name));
}

/** The `{ n }` a pattern key's label needs (the bedroom count of `t3-color`). */
export function settingLabelParams(name: string): Record<string, string> {
  const match = settingDefinition(name)?.pattern?.exec(name);
  return match ? { n: match[1]! } : {};
}

/** The value a setting starts with and is reset to on its level, or null. */
export function settingDefault(name: string, level: SettingLevel | null): string | null {
  const definition = settingDefinition(name);
  return (level && definition?.defaults?.[level]) ?? null;
}

/** The rows a new domain or project starts with: every created setting of the level, with its default. */
export function createdSettings(
  level: 'domain' | 'project',
): { name: string; type: 'text' | 'image'; value: string | null }[] {
  return SETTINGS_CATALOGUE.filter((entry) => entry.created && entry.levels.includes(level)).map((entry) => ({
    name: entry.key,
    type: entry.kind === 'image' ? 'image' : 'text',
    value: entry.defaults?.[level] ?? null,
  }));
}

/** The defaults of the flags of a level, as booleans (what the public site assumes when a row is absent). */
export function flagDefaults(level: SettingLevel): Record<string, boolean> {
  return Object.fromEntries(
    SETTINGS_CATALOGUE.filter((entry) => entry.kind === 'flag' && entry.levels.includes(level)).map(
      (entry) => [entry.key, entry.defaults?.[level] === on],
    ),
  );
}
