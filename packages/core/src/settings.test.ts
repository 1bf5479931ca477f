import { describe, expect, it } from 'vitest';
import {
  brandColors,
  type FlagName,
  flag,
  isOn,
  isPublicSetting,
  settingNumber,
  settingValue,
} from './settings.ts';

describe('isOn', () => {
  it.each([
    { value: '1', on: true },
    { value: '2', on: true },
    { value: 1, on: true },
    { value: '0.5', on: true },
    { value: '0', on: false },
    { value: 0, on: false },
    { value: '', on: false },
    { value: 'true', on: false },
    { value: 'on', on: false },
    { value: null, on: false },
    { value: undefined, on: false },
  ])('counts $value as on: $on', ({ value, on }) => {
    expect(isOn(value)).toBe(on);
  });
});

describe('flag defaults when the setting is absent', () => {
  it.each([
    ['with-send-by-email-button', true],
    ['with-contact-us-button', true],
    ['with-download-blueprint-button', true],
    ['with-price-detail', true],
    ['with-detail', true],
    ['with-name', true],
    ['with-tooltip', true],
    ['with-orbital-unit-name', true],
    ['with-availability', true],
    ['with-typology', true],
    ['with-unavailables-tooltip', true],
    ['is-rotation-clockwise', true],
    ['with-filter', false],
    ['with-modal', false],
    ['langs-enabled', false],
    ['with-menu', true],
  ] as [FlagName, boolean][])('%s defaults to %s', (name, expected) => {
    expect(flag([], name)).toBe(expected);
  });

  it('keeps the send-by-email button when there is no project at all', () => {
    expect(flag(undefined, 'with-send-by-email-button')).toBe(true);
    expect(flag(null, 'with-send-by-email-button')).toBe(true);
  });
});

describe('flag with a value', () => {
  it('follows the value of the setting', () => {
    expect(flag([{ name: 'with-filter', value: '1' }], 'with-filter')).toBe(true);
    expect(flag([{ name: 'with-menu', value: '0' }], 'with-menu')).toBe(false);
  });

  it('falls back to the default when the setting has no value at all (null)', () => {
    expect(flag([{ name: 'with-menu', value: null }], 'with-menu')).toBe(true);
    expect(flag([{ name: 'with-detail', value: null }], 'with-detail')).toBe(true);
  });

  it('is off when staff emptied the value: an empty text is not a non-zero number', () => {
    expect(flag([{ name: 'with-menu', value: '' }], 'with-menu')).toBe(false);
    expect(flag([{ name: 'with-send-by-email-button', value: '  ' }], 'with-send-by-email-button')).toBe(
      false,
    );
    expect(flag([{ name: 'with-filter', value: '' }], 'with-filter')).toBe(false);
  });
});

describe('setting values', () => {
  const settings = [
    { name: 'header-title', value: 'Les Jardins' },
    { name: 'initial-rotation', value: '45' },
    { name: 'main-color', value: '#123456' },
  ];

  it('reads a value by name, null when absent', () => {
    expect(settingValue(settings, 'header-title')).toBe('Les Jardins');
    expect(settingValue(settings, 'presentation')).toBeNull();
  });

  it('reads a number, with a fallback when absent', () => {
    expect(settingNumber(settings, 'initial-rotation')).toBe(45);
    expect(settingNumber(settings, 'missing', 7)).toBe(7);
  });

  it('takes the brand colours from the settings, else white and black', () => {
    expect(brandColors(settings)).toEqual({ main: '#123456', secondary: '#000000' });
    expect(brandColors(undefined)).toEqual({ main: '#ffffff', secondary: '#000000' });
  });
});

describe('isPublicSetting', () => {
  it('keeps the sales address for the server and sends the site its other settings', () => {
    expect(isPublicSetting({ name: 'sales-email' })).toBe(false);
    expect(isPublicSetting({ name: 'contact-email' })).toBe(true);
    expect(isPublicSetting({ name: 'with-filter' })).toBe(true);
  });
});
