import { describe, expect, it } from 'vitest';
import { roomFilterLabel, typologyLabel } from './typology.ts';

describe('typologyLabel', () => {
  it.each([
    { bedrooms: 0, topology: 'T', locale: 'fr', label: 'Studio' },
    { bedrooms: 1, topology: 'T', locale: 'fr', label: 'ST' },
    { bedrooms: 2, topology: 'T', locale: 'fr', label: 'T2' },
    { bedrooms: 3, topology: 'T', locale: 'fr', label: 'T3' },
    { bedrooms: 5, topology: 't ', locale: 'en', label: 'T5' },
    { bedrooms: 0, topology: null, locale: 'fr', label: 'Studio' },
    { bedrooms: 1, topology: null, locale: 'fr', label: '1 chambre' },
    { bedrooms: 3, topology: 'C', locale: 'fr', label: '3 chambres' },
    { bedrooms: 1, topology: null, locale: 'en', label: '1 bedroom' },
    { bedrooms: 2, topology: null, locale: 'en', label: '2 bedrooms' },
    { bedrooms: null, topology: 'T', locale: 'fr', label: '' },
    { bedrooms: -1, topology: null, locale: 'fr', label: '' },
  ] as const)(
    'labels $bedrooms bedrooms with topology $topology in $locale as "$label"',
    ({ bedrooms, topology, locale, label }) => {
      expect(typologyLabel(bedrooms, topology, locale)).toBe(label);
    },
  );
});

describe('roomFilterLabel', () => {
  it.each([
    { topology: 'T', locale: 'fr', label: 'Typologie' },
    { topology: ' t', locale: 'en', label: 'Type' },
    { topology: null, locale: 'fr', label: 'Nombre de chambres' },
    { topology: 'C', locale: 'en', label: 'Number of bedrooms' },
  ] as const)(
    'titles the room filter of topology $topology in $locale "$label"',
    ({ topology, locale, label }) => {
      expect(roomFilterLabel(topology, locale)).toBe(label);
    },
  );
});
