import { describe, expect, it } from 'vitest';
import { unitWithPlaceUrl } from './unit-names.ts';

describe('unitWithPlaceUrl', () => {
  it('asks for the project and floor of the unit', () => {
    expect(unitWithPlaceUrl('12')).toBe('/unit/12?include=project,floor');
    expect(unitWithPlaceUrl('1 2')).toBe('/unit/1%202?include=project,floor');
  });
});
