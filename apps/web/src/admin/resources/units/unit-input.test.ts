import { describe, expect, it } from 'vitest';
import { buildUnit } from '../../../test/factories.ts';
import { duplicateValues } from './unit-input.ts';

describe('a duplicated unit', () => {
  it('copies everything but the name and the plans', () => {
    const unit = buildUnit({ name: 'B.3.01', bedrooms: 2, surface: 84, price: 310000, has_terrace: true });
    const values = duplicateValues(unit);
    expect(values).toMatchObject({ name: '', bedrooms: 2, surface: 84, price: 310000, has_terrace: true });
    expect(values.floor_id).toBe(unit.floor_id);
    expect(values).not.toHaveProperty('blueprint2D');
  });
});
