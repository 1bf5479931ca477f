import type { TDomain } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { turntableNamesOf, type UnitWithPlace, unitWithPlaceUrl } from './unit-names.ts';

const unit = (fields: Record<string, unknown>) => ({ name: 'A.1.02', ...fields }) as unknown as UnitWithPlace;
const domain = {
  projects: [{ name: 'Sambre', buildings: [{ id: 7, name: 'B' }] }],
} as unknown as Pick<TDomain, 'projects'>;

describe('turntableNamesOf', () => {
  it.each([
    [
      'the floor’s building when the server includes it',
      unit({ project: { name: 'Sambre' }, floor: { building_id: 7, building: { name: 'A' } } }),
      { project: 'Sambre', building: 'A', unit: 'A.1.02' },
    ],
    [
      'the domain’s building with the floor’s building id otherwise',
      unit({ project: { name: 'Sambre' }, floor: { building_id: 7 } }),
      { project: 'Sambre', building: 'B', unit: 'A.1.02' },
    ],
    ['null without a project', unit({ floor: { building_id: 7, building: { name: 'A' } } }), null],
    ['null for an unknown building', unit({ project: { name: 'Sambre' }, floor: { building_id: 99 } }), null],
    ['null without a floor', unit({ project: { name: 'Sambre' } }), null],
  ])('takes %s', (_case, given, expected) => {
    expect(turntableNamesOf(given, domain)).toEqual(expected);
  });
});

describe('unitWithPlaceUrl', () => {
  it('asks for the project and floor of the unit', () => {
    expect(unitWithPlaceUrl('12')).toBe('/unit/12?include=project,floor');
    expect(unitWithPlaceUrl('1 2')).toBe('/unit/1%202?include=project,floor');
  });
});
