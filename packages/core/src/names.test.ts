import { describe, expect, it } from 'vitest';
import { sameRouteName, slugOf, UNIT_NAME_PATTERN } from './names.ts';

describe('slugs of names in public links', () => {
  it.each([
    ['3e étage', '3e-etage'],
    ['Rez-de-chaussée', 'rez-de-chaussee'],
    ['etage-1', 'etage-1'],
    ['  Bâtiment  Ouest / A ', 'batiment-ouest-a'],
    ['Œuvre', 'uvre'],
    ['B.3.01', 'b-3-01'],
    ['---', ''],
  ])('%s → %s', (name, slug) => expect(slugOf(name)).toBe(slug));

  it('a segment names a row by its slug or, for older links, by its name without case', () => {
    expect(sameRouteName('3e étage', '3e-etage')).toBe(true);
    expect(sameRouteName('3e étage', '3e étage')).toBe(true);
    expect(sameRouteName('Etage-1', 'etage-1')).toBe(true);
    expect(sameRouteName('3e étage', '4e-etage')).toBe(false);
    expect(sameRouteName('---', '')).toBe(false);
  });
});

describe('the format of a unit name', () => {
  it.each(['B.3.01', 'P.01', 'A-12', 'lot_4', '7'])('accepts %s', (name) =>
    expect(UNIT_NAME_PATTERN.test(name)).toBe(true),
  );
  it.each(['B 3 01', 'é.1', '.hidden', 'a/b', 'x?y', ''])('refuses %s', (name) =>
    expect(UNIT_NAME_PATTERN.test(name)).toBe(false),
  );
});
