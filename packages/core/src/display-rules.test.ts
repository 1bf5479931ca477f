import { describe, expect, it } from 'vitest';
import {
  canOpenUnit,
  isInteractiveUnit,
  isUnitUnavailable,
  priceText,
  showCategory,
  showDownloadBlueprint,
  showPrice,
  showRooms,
  showSurface,
  showTooltip,
  unitStatusLabel,
  unwrapUnit,
} from './display-rules.ts';

const shown = { show_price: true };
const hidden = { show_price: false };

describe('showPrice', () => {
  it.each([
    {
      name: 'shows the price of an available unit',
      unit: { status_id: 1, price: 250000 },
      project: shown,
      place: 'list',
      visible: true,
    },
    {
      name: 'hides the price when the project hides prices',
      unit: { status_id: 1, price: 250000 },
      project: hidden,
      place: 'list',
      visible: false,
    },
    {
      name: 'hides the price of a reserved unit',
      unit: { status_id: 3, price: 250000 },
      project: shown,
      place: 'list',
      visible: false,
    },
    {
      name: 'hides the price of a sold unit',
      unit: { status_id: 2, price: 250000 },
      project: shown,
      place: 'panel',
      visible: false,
    },
    {
      name: 'shows a zero price in the list',
      unit: { status_id: 1, price: 0 },
      project: shown,
      place: 'list',
      visible: true,
    },
    {
      name: 'hides a zero price in the panel',
      unit: { status_id: 1, price: 0 },
      project: shown,
      place: 'panel',
      visible: false,
    },
    {
      name: 'hides a missing price in the panel',
      unit: { status_id: 1, price: null },
      project: shown,
      place: 'panel',
      visible: false,
    },
    {
      name: 'shows a positive price in the panel',
      unit: { status_id: 1, price: 1 },
      project: shown,
      place: 'panel',
      visible: true,
    },
  ] as const)('$name', ({ unit, project, place, visible }) => {
    expect(showPrice(unit, project, place)).toBe(visible);
  });

  it('hides the price when there is no project', () => {
    expect(showPrice({ status_id: 1, price: 10 }, null)).toBe(false);
  });
});

describe('showSurface', () => {
  it.each([
    { name: 'shows a positive surface', unit: { status_id: 1, surface: 85 }, place: 'list', visible: true },
    { name: 'hides a zero surface', unit: { status_id: 1, surface: 0 }, place: 'list', visible: false },
    {
      name: 'shows the surface of a sold unit in the list',
      unit: { status_id: 2, surface: 85 },
      place: 'list',
      visible: true,
    },
    {
      name: 'hides the surface of a sold unit in the panel',
      unit: { status_id: 2, surface: 85 },
      place: 'panel',
      visible: false,
    },
    {
      name: 'shows the surface of a reserved unit in the panel',
      unit: { status_id: 3, surface: 85 },
      place: 'panel',
      visible: true,
    },
  ] as const)('$name', ({ unit, place, visible }) => {
    expect(showSurface(unit, place)).toBe(visible);
  });
});

describe('showRooms and showCategory', () => {
  it('shows the room count only above 0', () => {
    expect(showRooms({ status_id: 1, bedrooms: 2 })).toBe(true);
    expect(showRooms({ status_id: 1, bedrooms: 0 })).toBe(false);
  });

  it('shows the category only when the project shows categories', () => {
    expect(showCategory({ show_category: true })).toBe(true);
    expect(showCategory({ show_category: false })).toBe(false);
    expect(showCategory(undefined)).toBe(false);
  });
});

describe('unitStatusLabel', () => {
  it('uses the status name and colour when the unit has a status', () => {
    const unit = { status_id: 1, status: { name: 'Disponible', color: '#2e9d4a' } };
    expect(unitStatusLabel(unit, 'fr')).toEqual({ label: 'Disponible', color: '#2e9d4a' });
  });

  it('shows "Inconnu" with a #eee dot when the unit has no status', () => {
    expect(unitStatusLabel({ status_id: null }, 'fr')).toEqual({ label: 'Inconnu', color: '#eee' });
    expect(unitStatusLabel({ status_id: null }, 'en')).toEqual({ label: 'Unknown', color: '#eee' });
  });

  it('names a system status from the catalogue when the status object was not included', () => {
    expect(unitStatusLabel({ status_id: 2 }, 'fr').label).toBe('Vendu');
    expect(unitStatusLabel({ status_id: 3 }, 'fr').label).toBe('Réservé');
    expect(unitStatusLabel({ status_id: 42 }, 'fr').label).toBe('Inconnu');
  });
});

describe('canOpenUnit', () => {
  it.each([
    { name: 'opens an available unit by default', statusId: 1, settings: [], opens: true },
    {
      name: 'opens an available unit when there are no project settings',
      statusId: 1,
      settings: undefined,
      opens: true,
    },
    {
      name: 'does not open when with-detail is off',
      statusId: 1,
      settings: [{ name: 'with-detail', value: '0' }],
      opens: false,
    },
    { name: 'does not open a sold unit', statusId: 2, settings: [], opens: false },
    { name: 'does not open a reserved unit', statusId: 3, settings: [], opens: false },
    { name: 'does not open a not-clickable unit', statusId: 7, settings: [], opens: false },
    { name: 'does not open a unit without status', statusId: null, settings: [], opens: false },
  ])('$name', ({ statusId, settings, opens }) => {
    expect(canOpenUnit({ status_id: statusId }, settings)).toBe(opens);
  });
});

describe('tooltips and availability', () => {
  it('treats only a sold unit as unavailable', () => {
    expect([1, 2, 3, 7, null].map((id) => isUnitUnavailable({ status_id: id }))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('shows a sold unit tooltip only when with-unavailables-tooltip is on', () => {
    expect(showTooltip({ status_id: 2 }, [])).toBe(true);
    expect(showTooltip({ status_id: 2 }, [{ name: 'with-unavailables-tooltip', value: '0' }])).toBe(false);
    expect(showTooltip({ status_id: 1 }, [{ name: 'with-unavailables-tooltip', value: '0' }])).toBe(true);
    expect(showTooltip({ status_id: 1 }, [{ name: 'with-tooltip', value: '0' }])).toBe(false);
  });
});

describe('unwrapUnit', () => {
  it('returns the unit whether it comes bare or wrapped in a unit field', () => {
    const unit = { id: 4, name: 'a1' };
    expect(unwrapUnit(unit)).toBe(unit);
    expect(unwrapUnit({ unit })).toBe(unit);
  });
});

describe('priceText', () => {
  it.each([
    {
      name: 'formats the price of an available unit',
      unit: { status_id: 1, price: 285000 },
      fr: '285\u202f000\u00a0€',
    },
    {
      name: 'reads "Prix sur demande" for an available unit without a price',
      unit: { status_id: 1, price: null },
      fr: 'Prix sur demande',
    },
    {
      name: 'reads "Prix sur demande" for an available unit priced 0',
      unit: { status_id: 1, price: 0 },
      fr: 'Prix sur demande',
    },
    { name: 'shows nothing for a reserved unit', unit: { status_id: 3, price: 285000 }, fr: null },
  ] as const)('$name', ({ unit, fr }) => {
    expect(priceText(unit, shown, 'fr')).toBe(fr);
  });

  it('says "Price on request" in English and nothing when the project hides prices', () => {
    expect(priceText({ status_id: 1, price: null }, shown, 'en')).toBe('Price on request');
    expect(priceText({ status_id: 1, price: null }, hidden, 'fr')).toBeNull();
  });
});

describe('status 7 (not clickable)', () => {
  it('never opens, never shows a tooltip and is not interactive, whatever the settings', () => {
    expect(canOpenUnit({ status_id: 7 }, [])).toBe(false);
    expect(showTooltip({ status_id: 7 }, [])).toBe(false);
    expect(isInteractiveUnit({ status_id: 7 })).toBe(false);
    expect(isInteractiveUnit({ status_id: 3 })).toBe(true);
    expect(isInteractiveUnit({ status_id: 2 })).toBe(true);
  });
});

describe('showDownloadBlueprint', () => {
  const plan = { url: '/storage/files/plan.pdf' };
  it('shows the button only for a unit with a plan, and only with the flag on', () => {
    expect(showDownloadBlueprint({ blueprints: plan }, [])).toBe(true);
    expect(showDownloadBlueprint({ blueprints: null, blueprint2D: plan }, [])).toBe(true);
    expect(showDownloadBlueprint({ blueprints: null, blueprint2D: null, blueprint3D: null }, [])).toBe(false);
    expect(showDownloadBlueprint({}, [])).toBe(false);
    expect(
      showDownloadBlueprint({ blueprints: plan }, [{ name: 'with-download-blueprint-button', value: '0' }]),
    ).toBe(false);
  });
});
