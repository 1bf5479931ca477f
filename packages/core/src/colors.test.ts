import { describe, expect, it } from 'vitest';
import {
  brandPalette,
  polygonStyle,
  roomCountLegend,
  shadeHex,
  statusMark,
  unitColor,
  withAlpha,
} from './colors.ts';

describe('shadeHex', () => {
  it.each([
    { hex: '#808080', offset: 50, shaded: '#b2b2b2' },
    { hex: '#808080', offset: -100, shaded: '#1c1c1c' },
    { hex: '#ffffff', offset: 50, shaded: '#ffffff' },
    { hex: '#000000', offset: -50, shaded: '#000000' },
    { hex: '#10e0f0', offset: 100, shaded: '#74ffff' },
    { hex: '#fa0', offset: -100, shaded: '#9b4600' },
  ])('shifts $hex by $offset per channel, clamped', ({ hex, offset, shaded }) => {
    expect(shadeHex(hex, offset)).toBe(shaded);
  });
});

describe('brandPalette', () => {
  it('gives the -100, -50, +50, +100 shades of white and black by default', () => {
    expect(brandPalette()).toEqual({
      '--main-color': '#ffffff',
      '--main-color-minus-100': '#9b9b9b',
      '--main-color-minus-50': '#cdcdcd',
      '--main-color-plus-50': '#ffffff',
      '--main-color-plus-100': '#ffffff',
      '--secondary-color': '#000000',
      '--secondary-color-minus-100': '#000000',
      '--secondary-color-minus-50': '#000000',
      '--secondary-color-plus-50': '#323232',
      '--secondary-color-plus-100': '#646464',
    });
  });

  it('falls back to the default for a colour that is not hexadecimal', () => {
    expect(brandPalette('red', '#336699')['--main-color']).toBe('#ffffff');
    expect(brandPalette('red', '#336699')['--secondary-color-plus-50']).toBe('#6598cb');
  });
});

describe('polygonStyle', () => {
  it.each([
    { name: 'an unselected unit', statusId: 1, selected: false, fill: 0.5, stroke: 0.75 },
    { name: 'a selected unit', statusId: 1, selected: true, fill: 1, stroke: 1 },
    { name: 'a selected sold unit', statusId: 2, selected: true, fill: 0.35, stroke: 1 },
    { name: 'a sold unit', statusId: 2, selected: false, fill: 0.35, stroke: 0.5 },
  ])('draws $name with fill $fill and stroke $stroke', ({ statusId, selected, fill, stroke }) => {
    expect(polygonStyle('#336699', statusId, selected)).toEqual({
      fill: `rgba(51, 102, 153, ${fill})`,
      stroke: `rgba(51, 102, 153, ${stroke})`,
    });
  });

  it('draws an outline without colour in grey', () => {
    expect(polygonStyle(null, 1, false).fill).toBe(withAlpha('#9e9e9e', 0.5));
  });
});

describe('unit colours and legend', () => {
  const settings = [
    { name: 't1-color', value: '#111111' },
    { name: 't2-color', value: '#222222' },
  ];

  it('colours by category when the project shows categories, else by bedroom count', () => {
    const unit = { bedrooms: 2, category: { color: '#abcdef' } };
    expect(unitColor(unit, { show_category: true }, settings)).toBe('#abcdef');
    expect(unitColor(unit, { show_category: false }, settings)).toBe('#222222');
  });

  it('lists room-count colours only when the largest count is between 1 and 10', () => {
    expect(roomCountLegend([{ bedrooms: 2 }, { bedrooms: 1 }, { bedrooms: 2 }], settings)).toEqual([
      { bedrooms: 1, color: '#111111' },
      { bedrooms: 2, color: '#222222' },
    ]);
    expect(roomCountLegend([{ bedrooms: 0 }], settings)).toEqual([]);
    expect(roomCountLegend([{ bedrooms: 11 }], settings)).toEqual([]);
  });
});

describe('statusMark', () => {
  it('hatches sold units, dots reserved and custom statuses, marks nothing else', () => {
    expect([1, 2, 3, 12, 7, null].map(statusMark)).toEqual([null, 'hatch', 'dots', 'dots', null, null]);
  });
});
