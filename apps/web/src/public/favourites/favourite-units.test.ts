import { describe, expect, it } from 'vitest';
import {
  buildBuilding,
  buildDomain,
  buildFloor,
  buildProject,
  buildSetting,
  buildUnit,
} from '../../test/factories.ts';
import { comparedUnit, findUnits, unitPagePath } from './favourite-units.ts';

const a1 = buildUnit({
  name: 'A1',
  fullname: 'Appartement A1',
  bedrooms: 2,
  surface: 84.4,
  price: 285000,
  has_terrace: true,
  has_garden: true,
  blueprint2D: { url: '/storage/files/a1-2d.png' } as never,
});
const a2 = buildUnit({ name: 'A2', fullname: 'Appartement A2', status_id: 2, price: null, surface: 60 });
const inner = buildUnit({ name: 'A1-cave', unit_id: a1.id });
const b1 = buildUnit({ name: 'B1', fullname: 'Appartement B1', status_id: 3, bedrooms: 1 });
const rez = buildFloor({
  name: 'rez',
  description: 'Rez',
  translatable: { description: { fr: 'Rez-de-chaussée', en: 'Ground floor' } },
  units: [a1, a2, inner],
});
const first = buildFloor({ name: '1', description: 'Premier', units: [b1] });
const sub = buildBuilding({ name: 'b', building_id: 99, floors: [first] });
const main = buildBuilding({ id: 99, name: 'a', floors: [rez], buildings: [sub] });
const project = buildProject({
  name: 'Sambre',
  buildings: [main],
  settings: [buildSetting('with-typology', '1')],
});
const domain = buildDomain({ projects: [project] });

describe('the units of a favourites list or a comparison link', () => {
  it('finds each unit the site shows, in the order asked, whichever building it is in', () => {
    const found = findUnits(domain, [b1.id, a1.id]);
    expect(found.map((entry) => [entry.id, entry.found?.unit.name, entry.found?.building.name])).toEqual([
      [b1.id, 'B1', 'b'],
      [a1.id, 'A1', 'a'],
    ]);
  });

  it('has no unit for an id the site does not show: removed, unknown, or inside another unit', () => {
    expect(findUnits(domain, [123456, inner.id]).map((entry) => entry.found)).toEqual([null, null]);
  });

  it('links to the unit on the model, its sheet open only where it opens', () => {
    const [available, sold] = findUnits(domain, [a1.id, a2.id]);
    expect(unitPagePath(available!.found!)).toBe('/orbital/sambre/a/rez/A1?showUnit=true');
    expect(unitPagePath(sold!.found!)).toBe('/orbital/sambre/a/rez/A2');
  });
});

describe('a unit’s column in the comparison', () => {
  const [available, sold, reserved] = findUnits(domain, [a1.id, a2.id, b1.id]).map((entry) => entry.found!);

  it('shows plan, typology, surface, floor, outdoor spaces, price and status in the visitor’s language', () => {
    const column = comparedUnit(available!, 'fr');
    expect(column).toMatchObject({
      plan: '/storage/files/a1-2d.png',
      typology: 'T2',
      floor: 'Rez-de-chaussée',
      exteriors: ['Jardin', 'Terrasse'],
      sold: false,
    });
    expect(column.surface?.replace(/\s/g, ' ')).toBe('84 m²');
    expect(column.price?.replace(/[\s\u202f]/g, ' ')).toBe('285 000 €');
    expect(column.summary.title).toBe('Appartement A1');
    expect(column.summary.status?.label).toBe('Disponible');
    expect(comparedUnit(available!, 'en')).toMatchObject({
      floor: 'Ground floor',
      exteriors: ['Garden', 'Terrace'],
    });
  });

  it('marks a sold unit and shows no price for it, nor for a reserved one', () => {
    expect(comparedUnit(sold!, 'fr')).toMatchObject({ sold: true, price: null, plan: null, exteriors: [] });
    expect(comparedUnit(reserved!, 'fr')).toMatchObject({ sold: false, price: null, floor: 'Premier' });
  });
});
