import { DEMO_PASSWORD, type DemoManifest, type DemoUnit, ZDemoManifest } from '@vitrine/core/demo-manifest';
import { describe, expect, it } from 'vitest';
import { planDemo } from './model/demo-plan.ts';

const manifest = planDemo(20_251_121).manifest;
const sambre = manifest.projects.find((project) => project.key === 'sambre')!;
const unitsOf = (m: DemoManifest, projectKey: string): DemoUnit[] =>
  m.projects.find((p) => p.key === projectKey)!.buildings.flatMap((b) => b.floors.flatMap((f) => f.units));
const apartments = unitsOf(manifest, 'sambre').filter((unit) => unit.parentKey === null);

function storagePathsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^(files|orbitals|polygons|v360|cyclorama|vtour)\//.test(value))
    found.push(value);
  else if (Array.isArray(value)) for (const item of value) storagePathsOf(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) storagePathsOf(item, found);
  return found;
}

describe('the demo manifest', () => {
  it('has the shape the seed checks it against (core ZDemoManifest), JSON round trip included', () => {
    expect(ZDemoManifest.parse(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('offers at least 40 units, with a main building of at least 5 floors and a sub-building of 3', () => {
    expect(unitsOf(manifest, 'sambre').length).toBeGreaterThanOrEqual(40);
    const main = sambre.buildings.find((b) => b.parentKey === null)!;
    const sub = sambre.buildings.find((b) => b.parentKey === main.key)!;
    expect(main.name).toBe('a');
    expect(main.description).toEqual({ fr: 'Bâtiment A', en: 'Building A' });
    expect(main.floors.length).toBeGreaterThanOrEqual(5);
    expect(main.floors.map((f) => f.name).slice(0, 2)).toEqual(['rez', 'etage-1']);
    expect(sub.name).toBe('b');
    expect(sub.floors.length).toBeGreaterThanOrEqual(3);
  });

  it('has every bedroom count from studio to four bedrooms and all four system statuses', () => {
    // stored the spec's way: the French room count, 1 (ST) for a studio to 5 (T5) for four bedrooms
    expect(new Set(apartments.map((u) => u.bedrooms))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(apartments.map((u) => u.statusKey))).toEqual(
      new Set(['available', 'sold', 'reserved', 'not-clickable']),
    );
    expect(sambre.statuses.map((s) => [s.key, s.systemId])).toEqual([
      ['available', 1],
      ['sold', 2],
      ['reserved', 3],
      ['not-clickable', 7],
    ]);
    const available = apartments.filter((u) => u.statusKey === 'available').length / apartments.length;
    expect(available).toBeGreaterThan(0.5);
    expect(available).toBeLessThan(0.65);
  });

  it('prices apartments between 180 000 and 650 000 €, higher for larger surfaces', () => {
    for (const unit of apartments) {
      expect(unit.price).toBeGreaterThanOrEqual(180_000);
      expect(unit.price).toBeLessThanOrEqual(650_000);
      expect(unit.surface).toBeGreaterThanOrEqual(45);
      expect(unit.surface).toBeLessThanOrEqual(160);
    }
    const small = apartments.filter((u) => u.surface < 60);
    const large = apartments.filter((u) => u.surface > 110);
    expect(Math.max(...small.map((u) => u.price))).toBeLessThan(Math.min(...large.map((u) => u.price)));
  });

  it('names units after building, floor and number, in French and English', () => {
    const unit = apartments.find((u) => u.name === 'A.1.03')!;
    expect(unit.fullname).toEqual({ fr: 'Appartement A.1.03', en: 'Apartment A.1.03' });
    expect(unit.description.fr).toContain('m²');
    expect(unit.description.en).toContain('m²');
  });

  it('gives gardens to the ground floor, terraces to the penthouses and balconies or loggias in between', () => {
    const floorOf = (unit: DemoUnit) => Number(unit.name.split('.')[1]);
    expect(apartments.filter((u) => u.hasGarden).every((u) => floorOf(u) === 0)).toBe(true);
    expect(apartments.filter((u) => u.name.startsWith('A.4.')).every((u) => u.hasTerrace)).toBe(true);
    expect(apartments.some((u) => u.hasBalcony)).toBe(true);
    expect(apartments.some((u) => u.hasLoggia)).toBe(true);
  });

  it('attaches parking spaces to apartments as child units', () => {
    const parkings = unitsOf(manifest, 'sambre').filter((u) => u.parentKey !== null);
    expect(parkings.length).toBeGreaterThan(0);
    const keys = new Set(apartments.map((u) => u.key));
    for (const parking of parkings) expect(keys.has(parking.parentKey!)).toBe(true);
  });

  it('has the four demo users with the demo password and the right corporations', () => {
    expect(manifest.users.map((u) => [u.email, u.role, u.corporationKey])).toEqual([
      ['root@vitrine.test', 1, null],
      ['admin@horizon.test', 2, 'horizon'],
      ['vente@horizon.test', 4, 'horizon'],
      ['admin@meuse.test', 2, 'meuse'],
    ]);
    expect(manifest.users.every((u) => u.password === DEMO_PASSWORD)).toBe(true);
  });

  it('keeps the second corporation apart: its own domain host, project and files', () => {
    const meuseDomain = manifest.domains.find((d) => d.corporationKey === 'meuse')!;
    expect(meuseDomain.host).toBe('meuse.localhost');
    const meuseProject = manifest.projects.find((p) => p.domainKey === meuseDomain.key)!;
    expect(unitsOf(manifest, meuseProject.key).length).toBeGreaterThanOrEqual(5);
    for (const path of storagePathsOf([meuseDomain, meuseProject])) expect(path).not.toContain('sambre');
    expect(manifest.domains.find((d) => d.corporationKey === 'horizon')!.host).toBe('localhost');
  });

  it('uses lower-case storage-relative paths everywhere', () => {
    const paths = storagePathsOf(manifest);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      expect(path).toBe(path.toLowerCase());
      expect(path.startsWith('/')).toBe(false);
    }
  });

  it('has the settings the public site reads, with numeric flags', () => {
    const domain = manifest.domains.find((d) => d.key === 'sambre')!;
    const setting = (name: string) => domain.settings.find((s) => s.name === name);
    expect(setting('with-filter')?.value).toBe('1');
    expect(setting('with-modal')?.value).toBe('0');
    expect(setting('upper-left-logo')?.imagePath).toMatch(/\.png$/);
    const projectSetting = (name: string) => sambre.settings.find((s) => s.name === name)?.value;
    expect(projectSetting('is-rotation-clockwise')).toBe('1');
    expect([1, 2, 3, 4, 5].every((n) => projectSetting(`t${n}-color`)?.startsWith('#'))).toBe(true);
    expect(sambre.topology).toBe('T');
    expect(sambre.showPrice).toBe(true);
    expect(sambre.showCategory).toBe(false);
  });

  it('gives every site a sales address, so the demo’s contact leads are mailed', () => {
    expect(
      manifest.domains.map((domain) => [
        domain.host,
        domain.settings.find((setting) => setting.name === 'sales-email')?.value,
      ]),
    ).toEqual([
      ['localhost', 'ventes@horizon.test'],
      ['meuse.localhost', 'ventes@meuse.test'],
    ]);
  });

  it('is the same for the same seed and differs for another seed', () => {
    expect(planDemo(20_251_121).manifest).toEqual(manifest);
    const other = unitsOf(planDemo(7).manifest, 'sambre');
    expect(other.map((u) => [u.statusKey, u.price])).not.toEqual(
      unitsOf(manifest, 'sambre').map((u) => [u.statusKey, u.price]),
    );
  });
});
