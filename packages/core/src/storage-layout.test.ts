import { describe, expect, it } from 'vitest';
import {
  isPolygonViewOf,
  isReplacedInPlace,
  nameLayout,
  polygonViewEntries,
  storageLayout,
  storageUrl,
} from './storage-layout.ts';

describe('storage layout keyed by ids', () => {
  it.each([
    [
      storageLayout.orbitalFrame(storageLayout.orbitalFolder(4, null), 0, 3820, 'jpg'),
      'buildings/4/orbitals/full/00.jpg',
    ],
    [
      storageLayout.orbitalFrame(storageLayout.orbitalFolder(4, 9), 28, 960, 'webp'),
      'buildings/4/orbitals/9/28-960.webp',
    ],
    [storageLayout.polygonFile(4), 'buildings/4/polygons/index.json'],
    [storageLayout.turntableImage(storageLayout.turntableFolder(12), 3), 'units/12/v360/03.jpg'],
    [storageLayout.tourXml(storageLayout.cycloramaFolder(2)), 'domains/2/cyclorama/tour.xml'],
    [storageLayout.tourXml(storageLayout.tourFolder(2, 3)), 'domains/2/vtour/3/tour.xml'],
  ])('places %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('keeps every medium of a row under that row’s own folder', () => {
    expect(storageLayout.orbitalFolder(4, 9).startsWith(`${storageLayout.buildingFolder(4)}/`)).toBe(true);
    expect(storageLayout.polygonFolder(4).startsWith(`${storageLayout.buildingFolder(4)}/`)).toBe(true);
    expect(storageLayout.turntableFolder(12).startsWith(`${storageLayout.unitFolder(12)}/`)).toBe(true);
    expect(storageLayout.tourFolder(2, 1).startsWith(`${storageLayout.domainFolder(2)}/`)).toBe(true);
  });

  it('builds URLs, encoding only what needs it, and tells replaced media from immutable files', () => {
    expect(storageUrl('buildings/4/polygons/index.json')).toBe('/storage/buildings/4/polygons/index.json');
    expect(storageUrl('files/a b.jpg')).toBe('/storage/files/a%20b.jpg');
    expect(isReplacedInPlace('units/1/v360/00.jpg')).toBe(true);
    expect(isReplacedInPlace('files/gallery/a.jpg')).toBe(false);
  });

  it('writes the former name layout in lower case (for the move to ids)', () => {
    expect(nameLayout.orbitalFolder('Les Prés', 'A', 'Full')).toBe('orbitals/les prés/a/full');
    expect(nameLayout.turntableFolder('P', 'B', 'A.1.02')).toBe('v360/p/b/a.1.02');
  });
});

describe('polygon keys', () => {
  const file = { 'Bloc A': ['full'], 'bloc a/Rez': ['rez'], 'Bloc A/1': ['one'] };

  it.each([
    ['Bloc A', null, ['full']],
    ['BLOC A', 'rez', ['rez']],
    ['bloc a', '1', ['one']],
    // a building renamed since the upload: its file is its own, its views still match
    ['Bloc Z', null, ['full']],
    ['Bloc Z', 'REZ', ['rez']],
    ['Bloc A', '2', undefined],
  ] as const)('finds the view of %s, floor %s', (building, floor, expected) => {
    expect(polygonViewEntries(file, building, floor)).toEqual(expected);
  });

  it('matches nothing when the file holds several full views and none is named', () => {
    expect(polygonViewEntries({ a: [1], b: [2] }, 'c', null)).toBeUndefined();
    expect(polygonViewEntries(null, 'c', null)).toBeUndefined();
  });

  it('tells the views of a building from foreign keys', () => {
    expect(isPolygonViewOf('BLOC A/rez', 'Bloc A', ['Rez'])).toBe(true);
    expect(isPolygonViewOf('Bloc A/9', 'Bloc A', ['Rez'])).toBe(false);
  });
});
