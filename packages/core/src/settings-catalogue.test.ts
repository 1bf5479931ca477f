import { describe, expect, it } from 'vitest';
import { settingValueProblem, storedSettingValue } from './setting-value-rules.ts';
import { DOMAIN_FLAG_DEFAULTS, PROJECT_FLAG_DEFAULTS } from './settings.ts';
import {
  createdSettings,
  levelOf,
  SETTINGS_CATALOGUE,
  settingDefault,
  settingDefinition,
  settingLabelParams,
} from './settings-catalogue.ts';

describe('the settings catalogue', () => {
  it('knows every key once', () => {
    const keys = SETTINGS_CATALOGUE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    { name: 'main-color', value: 'rouge', problem: 'validation.color' },
    { name: 'main-color', value: '#c0ffee', problem: null },
    { name: 't3-color', value: '#abc', problem: null },
    { name: 't3-color', value: 'red', problem: 'validation.color' },
    { name: 'with-menu', value: '1', problem: null },
    { name: 'with-menu', value: 'true', problem: 'validation.flag' },
    { name: 'initial-rotation', value: '-12.5', problem: null },
    { name: 'initial-rotation', value: 'douze', problem: 'validation.number' },
    { name: 'initial-rotation', value: '92,5', problem: null },
    { name: 'price-change-confirm-percent', value: '1.000', problem: null },
    { name: 'price-change-confirm-percent', value: 'abc', problem: 'validation.number' },
    { name: 'sales-email', value: 'ventes@example.be', problem: null },
    { name: 'sales-email', value: 'ventes', problem: 'validation.email' },
    { name: 'main-color', value: '', problem: null },
    { name: 'anything-else', value: 'free text', problem: null },
  ])('judges $value for $name: $problem', ({ name, value, problem }) => {
    expect(settingValueProblem(name, value)).toBe(problem);
  });

  it('has a default per level: the admin white, a new domain black', () => {
    expect(settingDefault('main-color', 'corporation')).toBe('#ffffff');
    expect(settingDefault('main-color', 'domain')).toBe('#000000');
    expect(settingDefault('header-title', 'domain')).toBeNull();
    expect(settingDefault('with-filter', levelOf({ domain_id: 3 }))).toBe('0');
  });

  it('reads pattern keys with their number', () => {
    expect(settingDefinition('t12-color')?.key).toBe('t{n}-color');
    expect(settingLabelParams('t2-color')).toEqual({ n: '2' });
    expect(settingDefinition('tx-color')).toBeUndefined();
  });

  it('gives the public site’s flag defaults (front office §6)', () => {
    expect(PROJECT_FLAG_DEFAULTS['with-send-by-email-button']).toBe(true);
    expect(DOMAIN_FLAG_DEFAULTS).toEqual({
      'with-menu': true,
      'with-filter': false,
      'with-modal': false,
      'langs-enabled': false,
      kiosk: false,
    });
  });

  it('creates a domain’s rows, images as image rows', () => {
    const rows = createdSettings('domain');
    expect(rows).toContainEqual({ name: 'upper-left-logo', type: 'image', value: null });
    expect(rows).toContainEqual({ name: 'with-menu', type: 'text', value: '1' });
    expect(rows.some((row) => row.name === 'logo')).toBe(false);
  });
});

describe('the catalogue’s words', () => {
  it('has a label and a description for every key in French (and so in English, by its shape)', async () => {
    const { frAdminSettings } = await import('./i18n/fr-admin-settings.ts');
    for (const entry of SETTINGS_CATALOGUE)
      expect(
        frAdminSettings.keys[entry.key as keyof typeof frAdminSettings.keys]?.label,
        entry.key,
      ).toBeTruthy();
  });

  it.each([
    { name: 'initial-rotation', value: '92,5', stored: '92.5' },
    { name: 'price-change-confirm-percent', value: '1.000', stored: '1000' },
    { name: 'initial-rotation', value: ' 12 ', stored: '12' },
    { name: 'header-title', value: '1.000', stored: '1.000' },
    { name: 'initial-rotation', value: null, stored: null },
  ])('stores $value for $name as $stored', ({ name, value, stored }) => {
    expect(storedSettingValue(name, value)).toBe(stored);
  });
});
