import { describe, expect, it } from 'vitest';
import { changeValueText } from './change-values.ts';

const label = (id: number) => (id === 2 ? 'Vendu' : undefined);

describe('a changed value as shown', () => {
  it.each([
    ['status_id', 2, 'Vendu'],
    ['status_id', 9, '#9'],
    ['price', 605000, '605\u202f000\u00a0€'],
    ['surface', 92.5, '92,5\u00a0m²'],
    ['price', null, '—'],
  ] as const)('%s %j reads %j', (field, value, text) => {
    expect(changeValueText(field, value, label, '—')).toBe(text);
  });
});
