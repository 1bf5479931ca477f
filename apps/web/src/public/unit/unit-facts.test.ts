import { unitSummary } from '@vitrine/core/unit-summary';
import { describe, expect, it } from 'vitest';
import { buildProject, buildSetting, buildUnit } from '../../test/factories.ts';
import { initialImageMode } from './image-mode.ts';

const project = buildProject({ topology: 'T', show_price: true });

describe('unitSummary', () => {
  it('shows typology, surface and price of an available unit', () => {
    const summary = unitSummary(
      buildUnit({ bedrooms: 2, surface: 80, price: 250000, status_id: 1 }),
      project,
      'fr',
      'list',
    );
    expect(summary.facts.map((fact) => fact.key)).toEqual(['typology', 'surface', 'price']);
    expect(summary.facts[0]?.value).toBe('T2');
  });

  it('reads "Prix sur demande" for an available unit without a price, in the list and the sheet', () => {
    for (const place of ['list', 'panel'] as const) {
      const facts = unitSummary(buildUnit({ status_id: 1, price: null }), project, 'fr', place).facts;
      expect(facts.find((fact) => fact.key === 'price')?.value, place).toBe('Prix sur demande');
    }
    const zero = unitSummary(buildUnit({ status_id: 1, price: 0 }), project, 'en', 'list').facts;
    expect(zero.find((fact) => fact.key === 'price')?.value).toBe('Price on request');
  });

  it('shows the typology only when the room count is above 0', () => {
    const parking = unitSummary(buildUnit({ bedrooms: 0, surface: 13 }), project, 'fr', 'list');
    expect(parking.facts.map((fact) => fact.key)).not.toContain('typology');
    const studio = unitSummary(buildUnit({ bedrooms: 1 }), project, 'fr', 'list');
    expect(studio.facts[0]).toMatchObject({ key: 'typology', value: 'ST' });
  });

  it('hides the price of a sold unit and, in the panel, its surface', () => {
    const sold = buildUnit({ status_id: 2, surface: 80 });
    expect(unitSummary(sold, project, 'fr', 'list').facts.map((fact) => fact.key)).toEqual([
      'typology',
      'surface',
    ]);
    expect(unitSummary(sold, project, 'fr', 'panel').facts.map((fact) => fact.key)).toEqual(['typology']);
  });

  it('shows "Inconnu" in grey for a unit without status', () => {
    expect(unitSummary(buildUnit({ status_id: null }), project, 'fr', 'list').status).toEqual({
      label: 'Inconnu',
      color: '#eee',
    });
  });

  it('reads the status name in the visitor’s language from the project statuses', () => {
    const withStatuses = buildProject({
      statuses: [
        { id: 3, name: 'Réservé', color: '#f90', translatable: { name: { fr: 'Réservé', en: 'Reserved' } } },
      ],
    });
    expect(unitSummary(buildUnit({ status_id: 3 }), withStatuses, 'en', 'list').status).toEqual({
      label: 'Reserved',
      color: '#f90',
    });
  });

  it('follows the project flags for typology, availability and price detail', () => {
    const quiet = buildProject({
      settings: [
        buildSetting('with-typology', '0'),
        buildSetting('with-availability', '0'),
        buildSetting('with-price-detail', '0'),
      ],
    });
    const summary = unitSummary(buildUnit({ price_detail: 'TVA 21 %' }), quiet, 'fr', 'panel');
    expect(summary.status).toBeNull();
    expect(summary.facts.map((fact) => fact.key)).toEqual(['surface', 'price']);
  });

  it('uses the translated full name as title', () => {
    const unit = buildUnit({
      name: 'A1',
      fullname: 'Appartement A1',
      translatable: {
        fullname: { fr: 'Appartement A1', en: 'Apartment A1' },
        description: { fr: '', en: '' },
        price_detail: { fr: '', en: '' },
      },
    });
    expect(unitSummary(unit, project, 'en', 'panel').title).toBe('Apartment A1');
  });
});

describe('initialImageMode', () => {
  it('starts on 3D when the unit has a 3D plan, else 2D', () => {
    expect(initialImageMode(buildUnit({ blueprint3D: { url: '/p3d.png' } }))).toBe('3d');
    expect(initialImageMode(buildUnit())).toBe('2d');
  });
});
