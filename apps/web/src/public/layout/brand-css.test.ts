import { describe, expect, it } from 'vitest';
import { brandCssVariables, isDarkBackground, readableTextOn } from './brand-css.ts';

describe('brand CSS variables', () => {
  it('carries core palette shades and readable text colours', () => {
    const variables = brandCssVariables('#808080', '#1f4e5f');
    expect(variables['--main-color-plus-50']).toBe('#b2b2b2');
    expect(variables['--secondary-color']).toBe('#1f4e5f');
    expect(variables['--on-secondary']).toBe('#ffffff');
  });

  it('picks dark text on light colours and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#111111');
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#ffd400')).toBe('#111111');
  });

  it.each([
    ['#1e4d5c', true],
    ['#2f3a4a', true],
    ['#000000', true],
    ['#ffffff', false],
    ['#ffd400', false],
    ['#c79a4b', false],
    ['not a colour', false],
  ])('tells whether %s is a dark background (%s)', (hex, dark) => {
    expect(isDarkBackground(hex)).toBe(dark);
  });
});
