import { describe, expect, it } from 'vitest';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import { contactUnitIdOf, contactUnitState, findSiteUnit } from './contact-unit.ts';

describe('the unit carried from a sheet to the contact page', () => {
  it('reads back the id it was given, and nothing from other states', () => {
    expect(contactUnitIdOf(contactUnitState(42))).toBe(42);
    for (const state of [
      null,
      undefined,
      {},
      { contactUnitId: '42' },
      { contactUnitId: -1 },
      { contactUnitId: 1.5 },
    ]) {
      expect(contactUnitIdOf(state)).toBeNull();
    }
  });

  it('finds a unit of the site, in a sub-building too, and no unit of another id', () => {
    const inSub = buildUnit({ id: 901, name: 'B12' });
    const domain = buildDomain({
      projects: [
        buildProject({
          buildings: [
            buildBuilding({
              floors: [buildFloor({ units: [buildUnit({ id: 900, name: 'A01' })] })],
              buildings: [buildBuilding({ floors: [buildFloor({ units: [inSub] })] })],
            }),
          ],
        }),
      ],
    });
    expect(findSiteUnit(domain, 900)?.name).toBe('A01');
    expect(findSiteUnit(domain, 901)).toBe(inSub);
    expect(findSiteUnit(domain, 902)).toBeUndefined();
  });
});
