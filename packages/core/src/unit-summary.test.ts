import { describe, expect, it } from 'vitest';
import type { TUnit } from './schemas/unit.ts';
import { type ProjectView, unitSummary } from './unit-summary.ts';

const unit: TUnit = {
  id: 7,
  name: 'A01',
  fullname: 'Appartement A01',
  translatable: {
    description: { fr: '', en: '' },
    fullname: { fr: 'Appartement A01', en: 'Apartment A01' },
    price_detail: { fr: 'Hors frais', en: 'Excluding costs' },
  },
  description: '',
  price_detail: 'Hors frais',
  floor_id: 1,
  unit_id: null,
  status_id: 1,
  category_id: null,
  bedrooms: 2,
  surface: 1250,
  price: 315000,
  has_garden: false,
  has_terrace: false,
  has_balcony: false,
  has_loggia: false,
  blueprint2D: null,
  blueprint3D: null,
  blueprints: null,
};
const project: ProjectView = { topology: 'T', show_price: true, show_category: false, settings: [] };

const factsOf = (locale: 'fr' | 'en') =>
  unitSummary(unit, project, locale, 'panel').facts.map((fact) => [fact.label, fact.value]);

describe('unitSummary, the one list of a unit’s facts for the sheet and the e-mail', () => {
  it('writes labels, texts and numbers in English for an English visitor', () => {
    expect(unitSummary(unit, project, 'en', 'panel').title).toBe('Apartment A01');
    expect(factsOf('en')).toEqual([
      ['Type', expect.any(String)],
      ['Area', '1,250\u00a0m²'],
      ['Price', '€315,000'],
      ['Price details', 'Excluding costs'],
    ]);
  });

  it('keeps French labels and the Belgian French number format for a French visitor', () => {
    expect(factsOf('fr')).toEqual([
      ['Typologie', expect.any(String)],
      ['Surface', '1\u202f250\u00a0m²'],
      ['Prix', '315\u202f000\u00a0€'],
      ['Détail du prix', 'Hors frais'],
    ]);
  });
});
