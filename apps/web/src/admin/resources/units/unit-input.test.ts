import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './unit-input.ts';

describe('numbers typed in the floor table', () => {
  it.each([
    ['250000', 250000],
    ['250 000', 250000],
    ['250\u202f000 €', 250000],
    ['85,5', 85.5],
    ['85.5 m²', 85.5],
    ['', null],
    ['  ', null],
    ['abc', undefined],
    ['-5', undefined],
  ])('%j reads as %j', (text, expected) => {
    expect(parseTypedNumber(text)).toBe(expected);
  });
});
