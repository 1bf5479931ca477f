import {
  LEVEL_COLUMNS,
  levelOf,
  type SettingDefinition,
  type SettingLevel,
  settingDefault,
  settingDefinition,
  settingLabelParams,
  type TSetting,
} from '@vitrine/core';
import type { TFunction } from '../../../i18n/translations.ts';

/** What the admin says about a setting: its words from the catalogue, its kind, level and default. */
export interface SettingWords {
  label: string;
  description: string;
  definition: SettingDefinition | undefined;
  level: SettingLevel | null;
  defaultValue: string | null;
}

export function settingWords(
  t: TFunction,
  setting: Pick<TSetting, 'name'> & Partial<TSetting>,
): SettingWords {
  const definition = settingDefinition(setting.name);
  const level = levelOf(setting);
  const base = definition && `admin.settingsCatalogue.keys.${definition.key}`;
  const params = settingLabelParams(setting.name);
  return {
    label: base ? t(`${base}.label`, params) : setting.name,
    description: base ? t(`${base}.description`, params) : t('admin.settingsCatalogue.unknownKey'),
    definition,
    level,
    defaultValue: settingDefault(setting.name, level),
  };
}

/**
 * Whether a setting matches a search, in French and in English whatever the screen's language:
 * its label, its description or its key ("couleur", "colour" and "main-color" all find main-color).
 */
export function matchesSettingSearch(
  setting: Pick<TSetting, 'name'> & Partial<TSetting>,
  query: string,
  translators: readonly TFunction[],
): boolean {
  const wanted = fold(query.trim());
  if (!wanted) return true;
  const texts = [
    setting.name,
    ...translators.flatMap((t) => Object.values(settingWords(t, setting)).slice(0, 2)),
  ];
  return texts.some((text) => typeof text === 'string' && fold(text).includes(wanted));
}

/** Lower case without accents, so "electricite" finds "électricité". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Levels from the widest to the narrowest: the order the settings list shows them in. */
export const LEVEL_ORDER = Object.keys(LEVEL_COLUMNS) as SettingLevel[];
