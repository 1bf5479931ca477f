import type { TBuilding, TDomain, TFloor, TProject, TSetting, TUnit } from '@vitrine/core';

let nextId = 1000;
const id = () => nextId++;

export function buildSetting(name: string, value: string | null): TSetting {
  return { id: id(), name, type: 'text', value, image: null };
}

/** A picture setting stored as `<stem>.jpg` with its 480/960/1920 WebP renditions, as the server lists it. */
export function buildPictureSetting(name: string, stem: string): TSetting {
  return {
    ...buildSetting(name, null),
    type: 'image',
    image: {
      url: `${stem}.jpg`,
      responsiveUrls: { '480': `${stem}-480.webp`, '960': `${stem}-960.webp`, '1920': `${stem}-1920.webp` },
    },
  };
}

export function buildUnit(overrides: Partial<TUnit> = {}): TUnit {
  const name = overrides.name ?? `U${nextId}`;
  return {
    id: id(),
    name,
    fullname: `Appartement ${name}`,
    description: '',
    price_detail: '',
    floor_id: 1,
    unit_id: null,
    status_id: 1,
    category_id: null,
    bedrooms: 2,
    surface: 80,
    price: 250000,
    has_garden: false,
    has_terrace: false,
    has_balcony: false,
    has_loggia: false,
    blueprint2D: null,
    blueprint3D: null,
    blueprints: null,
    ...overrides,
  };
}

export function buildFloor(overrides: Partial<TFloor> = {}): TFloor {
  return { id: id(), name: 'rez', description: 'Rez', building_id: 1, order: 0, units: [], ...overrides };
}

export function buildBuilding(overrides: Partial<TBuilding> = {}): TBuilding {
  return {
    id: id(),
    name: 'a',
    description: 'Bâtiment A',
    project_id: 1,
    building_id: null,
    order_column: 1,
    floors: [],
    settings: [],
    ...overrides,
  };
}

export function buildProject(overrides: Partial<TProject> = {}): TProject {
  return {
    id: id(),
    name: 'Sambre',
    domain_id: 1,
    topology: 'T',
    show_price: true,
    show_category: false,
    gdpr: null,
    cgu: null,
    settings: [],
    statuses: [],
    categories: [],
    buildings: [],
    ...overrides,
  };
}

export function buildDomain(overrides: Partial<TDomain> = {}): TDomain {
  return {
    id: 1,
    name: 'Sambre',
    host: 'localhost',
    title: 'Sambre',
    subtitle: '',
    settings: [],
    projects: [],
    ...overrides,
  };
}
