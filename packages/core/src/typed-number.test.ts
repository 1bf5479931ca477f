import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseTypedNumber, priceChangeNeedsConfirmation } from './typed-number.ts';

describe('parseTypedNumber', () => {
  it.each([
    ['605.000', 605000],
    ['605 000', 605000],
    ['605\u00a0000', 605000],
    ['605\u202f000', 605000],
    ['605000', 605000],
    ['1.250.000', 1250000],
    ['1 250 000', 1250000],
    ['1.250.000,50', 1250000.5],
    ['1,250,000.50', 1250000.5],
    ['1 234,56', 1234.56],
    ["605'000", 605000],
    ['92,5', 92.5],
    ['92.5', 92.5],
    ['92.50', 92.5],
    ['1.5', 1.5],
    ['1.500', 1500],
    ['0.750', 0.75],
    ['605,000', 605],
    [',5', 0.5],
    ['605 000 €', 605000],
    ['€ 605.000', 605000],
    ['92,5 m²', 92.5],
    ['489.000 EUR', 489000],
    ['  42  ', 42],
    ['0', 0],
    ['-5', -5],
  ])('reads "%s" as %d', (text, expected) => {
    expect(parseTypedNumber(text)).toBe(expected);
  });

  it.each(['', '   ', '€', 'm²'])('reads "%s" as empty (null)', (text) => {
    expect(parseTypedNumber(text)).toBeNull();
  });

  it.each([
    'abc',
    '12abc',
    '1e5',
    '60.50.00',
    '6050.000.000',
    '1 5',
    '1.2,3.4',
    '1.234,567,8',
    '92,',
    '1,5,0',
    'NaN',
    '--5',
    '0x10',
    'Infinity',
  ])('refuses "%s"', (text) => {
    expect(parseTypedNumber(text)).toBeUndefined();
  });
});

describe('priceChangeNeedsConfirmation', () => {
  it.each([
    [605000, 605, 20, true],
    [605000, null, 20, true],
    [605000, 650000, 20, false],
    [605000, 726000, 20, false],
    [605000, 726001, 20, true],
    [605000, 484000, 20, false],
    [605000, 483999, 20, true],
    [null, 605000, 20, false],
    [undefined, 5, 20, false],
    [0, 100, 20, true],
    [0, 0, 20, false],
    [100, 150, 60, false],
  ] as const)('from %s to %s with %d %% → %s', (previous, next, percent, expected) => {
    expect(priceChangeNeedsConfirmation(previous, next, percent)).toBe(expected);
  });
});

describe('formatTypedNumber', () => {
  it.each([605000, 92.5, 1250000.5, 0, 42])('shows %d so that it reads back the same', (value) => {
    expect(parseTypedNumber(formatTypedNumber(value))).toBe(value);
  });

  it('groups thousands with a narrow space and writes decimals with a comma', () => {
    expect(formatTypedNumber(605000)).toBe('605\u202f000');
    expect(formatTypedNumber(92.5)).toBe('92,5');
    expect(formatTypedNumber(null)).toBe('');
  });
});
