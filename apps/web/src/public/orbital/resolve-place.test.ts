import { describe, expect, it } from 'vitest';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import { floorOfUnit, resolveOrbitalPlace } from './resolve-place.ts';

function demo() {
  const unit = buildUnit({ name: 'A0.1' });
  const rez = buildFloor({ name: 'rez', order: 0, units: [unit] });
  const upper = buildFloor({ name: 'etage-1', order: 1, units: [buildUnit({ name: 'A1.1' })] });
  unit.floor_id = rez.id;
  const main = buildBuilding({ name: 'a', floors: [upper, rez] });
  const sub = buildBuilding({ name: 'b', building_id: main.id, order_column: 2 });
  const first = buildProject({
    name: 'Meuse',
    buildings: [buildBuilding({ name: 'm' })],
    domain: { id: 9, name: 'x', host: 'meuse.test', title: '', subtitle: '' },
  });
  const sambre = buildProject({ name: 'Sambre', buildings: [sub, main] });
  return { domain: buildDomain({ projects: [first, sambre] }), unit, rez, main, sub, sambre, first };
}

describe('resolveOrbitalPlace', () => {
  it('takes the project whose domain host matches, else the first one', () => {
    const { domain, first } = demo();
    expect(resolveOrbitalPlace(domain, {}, 'meuse.test')?.project).toBe(first);
    expect(resolveOrbitalPlace(domain, {}, 'other.test')?.project).toBe(first);
  });

  it('takes the main building of a project with several and the full view without floor', () => {
    const { domain, main, sub } = demo();
    const place = resolveOrbitalPlace(domain, { project: 'sambre' }, 'localhost');
    expect(place?.building).toBe(main);
    expect(place?.floor).toBeNull();
    expect(place?.subBuildings).toEqual([sub]);
    expect(place?.floors.map((floor) => floor.name)).toEqual(['rez', 'etage-1']);
  });

  it('reads project, building and floor names in any case, the unit name as is', () => {
    const { domain, sub, main, rez, unit } = demo();
    const place = resolveOrbitalPlace(
      domain,
      { project: 'SAMBRE', building: 'A', floor: 'REZ', unit: 'A0.1' },
      'x',
    );
    expect(place?.building).toBe(main);
    expect(place?.floor).toBe(rez);
    expect(place?.unit).toBe(unit);
    const subPlace = resolveOrbitalPlace(domain, { project: 'sambre', building: 'b' }, 'x');
    expect(subPlace?.building).toBe(sub);
    expect(subPlace?.mainBuilding).toBe(main);
  });

  it('treats "full" as the full-building view and gives the floor of a unit', () => {
    const { domain, rez, unit } = demo();
    const place = resolveOrbitalPlace(domain, { project: 'sambre', building: 'a', floor: 'full' }, 'x');
    expect(place?.floor).toBeNull();
    expect(place && floorOfUnit(place, unit)).toBe(rez);
  });

  it('gives nothing for a domain without project', () => {
    expect(resolveOrbitalPlace(buildDomain({ projects: [] }), {}, 'x')).toBeNull();
  });
});
