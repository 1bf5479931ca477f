import { describe, expect, it } from 'vitest';
import { brandCssVariables, readableTextOn } from './brand-css.ts';

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
});
