import { describe, expect, it } from 'vitest';
import { orbitalPath, virtualTourPath } from './paths.ts';

describe('orbitalPath', () => {
  it('lower-cases project, building and floor and keeps the unit name as is', () => {
    expect(orbitalPath({ project: 'Sambre', building: 'A', floor: 'Rez', unit: 'A0.1b' })).toBe(
      '/orbital/sambre/a/rez/A0.1b',
    );
  });

  it('stops at the last given segment', () => {
    expect(orbitalPath()).toBe('/orbital');
    expect(orbitalPath({ project: 'sambre', building: 'a' })).toBe('/orbital/sambre/a');
  });

  it('uses the full view for a unit without floor and can ask to show the unit', () => {
    expect(orbitalPath({ project: 'p', building: 'b', unit: 'U1', showUnit: true })).toBe(
      '/orbital/p/b/full/U1?showUnit=true',
    );
  });

  it('makes slugs of project, building and floor names and escapes a unit name that is not path-safe', () => {
    expect(
      orbitalPath({ project: 'Les Tilleuls', building: 'Bâtiment A', floor: '3e étage', unit: 'A/1' }),
    ).toBe('/orbital/les-tilleuls/batiment-a/3e-etage/A%2F1');
  });
});

describe('virtualTourPath', () => {
  it('names the tour by its number', () => {
    expect(virtualTourPath(2)).toBe('/visites-virtuelles/2');
  });
});
