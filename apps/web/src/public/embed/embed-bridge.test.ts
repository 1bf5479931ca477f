import { describe, expect, it } from 'vitest';
import {
  buildBuilding,
  buildDomain,
  buildFloor,
  buildProject,
  buildSetting,
  buildUnit,
} from '../../test/factories.ts';
import { isEmbedPage } from './embed-mode.tsx';
import { eventTargets, parentOrigin } from './embed-targets.ts';
import { unitPageOf } from './unit-of-site.ts';

const LISTED = ['https://www.promoteur.be', 'http://localhost:3000'];
const list = (...origins: string[]) =>
  Object.assign([...origins], {
    item: (i: number) => origins[i] ?? null,
    contains: () => false,
  }) as unknown as DOMStringList;

describe('the embed bridge', () => {
  it('runs on /embed pages only', () => {
    expect(isEmbedPage('/embed/orbital/sambre')).toBe(true);
    expect(isEmbedPage('/embed')).toBe(true);
    expect(isEmbedPage('/embedded')).toBe(false);
    expect(isEmbedPage('/orbital/sambre')).toBe(false);
  });

  it('knows the page around only when the site lists its origin', () => {
    expect(parentOrigin({ ancestorOrigins: list('https://www.promoteur.be') }, '', LISTED)).toBe(
      'https://www.promoteur.be',
    );
    expect(
      parentOrigin({ ancestorOrigins: list('https://evil.test') }, 'https://www.promoteur.be/', LISTED),
    ).toBeNull();
    // a browser without ancestorOrigins: the referrer's origin
    expect(parentOrigin({}, 'http://localhost:3000/biens?x=1', LISTED)).toBe('http://localhost:3000');
    expect(parentOrigin({}, '', LISTED)).toBeNull();
    expect(parentOrigin({}, 'not a url', LISTED)).toBeNull();
  });

  it('answers the last sender, else the page around, else every listed origin (delivered to the right one only)', () => {
    expect(eventTargets('http://localhost:3000', 'https://www.promoteur.be', LISTED)).toEqual([
      'http://localhost:3000',
    ]);
    expect(eventTargets(null, 'https://www.promoteur.be', LISTED)).toEqual(['https://www.promoteur.be']);
    expect(eventTargets(null, null, LISTED)).toEqual(LISTED);
    expect(eventTargets(null, null, [])).toEqual([]);
  });

  it('opens only a unit of the site whose sheet opens, at its page with the sheet', () => {
    const available = buildUnit({ name: 'B.1.02' });
    const sold = buildUnit({ name: 'B.1.03', status_id: 2 });
    const parking = buildUnit({ name: 'P1', unit_id: available.id });
    const floor = buildFloor({ name: '1er étage', units: [available, sold, parking] });
    const project = buildProject({
      name: 'Sambre',
      buildings: [buildBuilding({ name: 'B', floors: [floor] })],
    });
    const domain = buildDomain({ projects: [project] });
    expect(unitPageOf(domain, available.id)).toEqual({
      path: '/orbital/sambre/b/1er-etage/B.1.02?showUnit=true',
    });
    expect(unitPageOf(domain, sold.id)).toEqual({ error: 'unit-not-openable' });
    expect(unitPageOf(domain, parking.id)).toEqual({ error: 'unit-not-openable' });
    expect(unitPageOf(domain, 999_999)).toEqual({ error: 'unknown-unit' });
    const noSheets = buildDomain({
      projects: [{ ...project, settings: [buildSetting('with-detail', '0')] }],
    });
    expect(unitPageOf(noSheets, available.id)).toEqual({ error: 'unit-not-openable' });
  });
});
