import {
  ADMIN_COLOR_DEFAULTS,
  DOMAIN_COLOR_SETTING_DEFAULTS,
  DOMAIN_FLAG_DEFAULTS,
  PROJECT_FLAG_DEFAULTS,
} from '@vitrine/core/settings';
import type { Row } from '../../db/schema.ts';

type Defaults = Record<string, string | boolean>;

/**
 * The value a setting goes back to on reset: the colour and flag defaults of packages/core for
 * its owner (a domain's colours differ from the admin's), otherwise no value and no file.
 */
export function defaultValueOf(setting: Row<'settings'>): string | null {
  const colours: Defaults = setting.domain_id !== null ? DOMAIN_COLOR_SETTING_DEFAULTS : ADMIN_COLOR_DEFAULTS;
  const flags: Defaults =
    setting.project_id !== null
      ? PROJECT_FLAG_DEFAULTS
      : setting.domain_id !== null
        ? DOMAIN_FLAG_DEFAULTS
        : {};
  const value = colours[setting.name] ?? flags[setting.name];
  if (value === undefined) return null;
  return typeof value === 'boolean' ? (value ? '1' : '0') : value;
}
