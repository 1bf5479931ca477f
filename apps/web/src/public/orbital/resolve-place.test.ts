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
  it('reads a floor by the slug of its name and a unit by a name it had before a rename', () => {
    const { domain, unit } = demo();
    const third = buildFloor({ name: '3e étage', order: 3, units: [] });
    const { main } = demo();
    main.floors = [third];
    const project = buildProject({ name: 'Sambre', buildings: [main] });
    expect(resolveOrbitalPlace(buildDomain({ projects: [project] }), { floor: '3e-etage' }, 'x')?.floor).toBe(
      third,
    );
    unit.name = 'A0.1bis';
    unit.former_names = ['A0.1'];
    const renamed = resolveOrbitalPlace(domain, { project: 'sambre', building: 'a', unit: 'A0.1' }, 'x');
    expect(renamed?.unit).toBe(unit);
    expect(renamed?.renamed).toBe(true);
    const current = resolveOrbitalPlace(domain, { project: 'sambre', building: 'a', unit: 'A0.1bis' }, 'x');
    expect(current?.renamed).toBe(false);
  });

  it('reads a building and a floor by names they had before a rename, to redirect to their new names', () => {
    const { domain, main, rez } = demo();
    main.name = 'tour-sud';
    main.former_names = ['a'];
    rez.name = 'Rez-de-chaussée';
    rez.former_names = ['rez'];
    const old = resolveOrbitalPlace(domain, { project: 'sambre', building: 'a', floor: 'rez' }, 'x');
    expect(old).toMatchObject({ building: main, floor: rez, renamed: true, notFound: null });
    const current = resolveOrbitalPlace(
      domain,
      { project: 'sambre', building: 'tour-sud', floor: 'rez-de-chaussee' },
      'x',
    );
    expect(current).toMatchObject({ building: main, floor: rez, renamed: false, notFound: null });
    const floorOnly = resolveOrbitalPlace(
      domain,
      { project: 'sambre', building: 'tour-sud', floor: 'rez' },
      'x',
    );
    expect(floorOnly?.renamed).toBe(true);
  });

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

  it('names the first name of the route that names nothing, and nothing when all are found', () => {
    const { domain, main } = demo();
    const at = (params: Parameters<typeof resolveOrbitalPlace>[1]) =>
      resolveOrbitalPlace(domain, params, 'x');
    expect(at({ project: 'sambre', building: 'a', floor: 'rez', unit: 'A0.1' })?.notFound).toBeNull();
    expect(at({ project: 'sambre', building: 'a', floor: 'full' })?.notFound).toBeNull();
    const wrongBuilding = at({ project: 'sambre', building: 'zz', floor: 'rez' });
    expect(wrongBuilding?.building).toBe(main);
    expect(wrongBuilding?.notFound).toEqual({ kind: 'place', name: 'zz' });
    expect(at({ project: 'sambre', building: 'a', floor: 'etage-9' })?.notFound).toEqual({
      kind: 'place',
      name: 'etage-9',
    });
    expect(at({ project: 'nowhere' })?.notFound).toEqual({ kind: 'place', name: 'nowhere' });
    expect(at({ project: 'sambre', building: 'a', floor: 'rez', unit: 'Z9' })?.notFound).toEqual({
      kind: 'unit',
      name: 'Z9',
    });
  });

  it('gives nothing for a domain without project', () => {
    expect(resolveOrbitalPlace(buildDomain({ projects: [] }), {}, 'x')).toBeNull();
  });
});
