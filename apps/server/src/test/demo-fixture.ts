import type {
  DemoBuilding,
  DemoFloor,
  DemoManifest,
  DemoProject,
  DemoStatus,
  DemoUnit,
} from '@vitrine/core/demo-manifest';

export const FIXTURE_PASSWORD = 'vitrine-demo';
export const DEMO_HOST = 'demo.vitrine.test';
export const OTHER_HOST = 'other.vitrine.test';

const t = (fr: string, en = '') => ({ fr, en });

export const SYSTEM_DEMO_STATUSES: DemoStatus[] = [
  { systemId: 1, key: 'available', name: t('Disponible', 'Available'), color: '#2e9d4a' },
  { systemId: 2, key: 'sold', name: t('Vendu', 'Sold'), color: '#d0342c' },
  { systemId: 3, key: 'reserved', name: t('Réservé', 'Reserved'), color: '#f0932b' },
  { systemId: 7, key: 'not-clickable', name: t('Non cliquable', 'Not clickable'), color: '#9e9e9e' },
];

export function demoUnit(key: string, overrides: Partial<DemoUnit> = {}): DemoUnit {
  return {
    key,
    name: key.toUpperCase(),
    fullname: t(`Appartement ${key.toUpperCase()}`, `Apartment ${key.toUpperCase()}`),
    description: t('<p>Lumineux</p>', '<p>Bright</p>'),
    priceDetail: t('Hors frais', ''),
    statusKey: 'available',
    categoryKey: 'flat',
    parentKey: null,
    bedrooms: 2,
    surface: 84.5,
    price: 315000,
    hasGarden: false,
    hasTerrace: true,
    hasBalcony: false,
    hasLoggia: false,
    blueprint2D: `files/blueprints/${key}-2d.png`,
    blueprint3D: `files/blueprints/${key}-3d.png`,
    blueprintPdf: `files/blueprints/${key}.pdf`,
    order: 0,
    ...overrides,
  };
}

function floor(key: string, name: string, order: number, units: DemoUnit[]): DemoFloor {
  return { key, name, description: t(`Étage ${name}`, `Floor ${name}`), order, units };
}

const mainBuilding: DemoBuilding = {
  key: 'a',
  name: 'a',
  description: t('Bâtiment A', 'Building A'),
  parentKey: null,
  order: 1,
  settings: [{ name: 'initial-rotation', type: 'text', value: '12' }],
  floors: [
    floor('a-0', '0', 1, [
      demoUnit('a01', { order: 1 }),
      demoUnit('a02', { order: 2, statusKey: 'sold', bedrooms: 3, price: 420000 }),
    ]),
    floor('a-1', '1', 2, [
      demoUnit('a11', { order: 1, statusKey: 'reserved', categoryKey: 'duplex' }),
      demoUnit('a12', { order: 2, statusKey: 'option', fullname: t('Penthouse A12') }),
      demoUnit('a13', { order: 3, statusKey: 'not-clickable', categoryKey: null, price: 0 }),
    ]),
  ],
};

const annex: DemoBuilding = {
  key: 'a-annex',
  name: 'annexe',
  description: t('Annexe', 'Annex'),
  parentKey: 'a',
  order: 2,
  settings: [],
  floors: [
    floor('annex-0', '0', 1, [
      demoUnit('p01', {
        order: 1,
        parentKey: 'a01',
        categoryKey: 'parking',
        bedrooms: 0,
        surface: 12,
        price: 25000,
        blueprint2D: null,
        blueprint3D: null,
        blueprintPdf: null,
      }),
    ]),
  ],
};

export const demoProject: DemoProject = {
  key: 'tilleuls',
  domainKey: 'demo',
  name: t('Les Tilleuls', 'The Lindens'),
  topology: 'T',
  showPrice: true,
  showCategory: false,
  gdpr: t('<p>Vos données restent chez nous.</p>', '<p>Your data stays with us.</p>'),
  cgu: 'https://demo.vitrine.test/cgu',
  settings: [
    { name: 't2-color', type: 'text', value: '#3366ff' },
    { name: 'building-logo', type: 'image', value: null, imagePath: 'files/branding/building-logo.png' },
  ],
  statuses: [...SYSTEM_DEMO_STATUSES, { key: 'option', name: t('Option', 'Option'), color: '#8e44ad' }],
  categories: [
    { key: 'flat', name: t('Appartement', 'Flat'), color: '#1abc9c' },
    { key: 'duplex', name: t('Duplex'), color: '#e67e22' },
    { key: 'parking', name: t('Parking', 'Parking'), color: '#7f8c8d' },
  ],
  buildings: [annex, mainBuilding],
};

const otherProject: DemoProject = {
  key: 'quai',
  domainKey: 'other',
  name: t('Quai Nord', 'North Quay'),
  topology: 'chambres',
  showPrice: false,
  showCategory: true,
  gdpr: t(''),
  cgu: '',
  settings: [],
  statuses: SYSTEM_DEMO_STATUSES,
  categories: [{ key: 'loft', name: t('Loft', 'Loft'), color: '#123456' }],
  buildings: [
    {
      key: 'q',
      name: 'q',
      description: t('Quai'),
      parentKey: null,
      order: 1,
      settings: [],
      floors: [floor('q-0', '0', 1, [demoUnit('q01', { categoryKey: 'loft' })])],
    },
  ],
};

/** A small demo: two corporations, three accounts, two sites; one with a main building and its annex. */
export const demoFixture: DemoManifest = {
  version: 1,
  seed: 1,
  corporations: [
    {
      key: 'immo',
      name: t('Immo Démo', 'Demo Estates'),
      settings: [{ name: 'logo', type: 'image', value: null, imagePath: 'files/branding/logo.png' }],
    },
    { key: 'other', name: t('Autre promoteur', 'Other developer'), settings: [] },
  ],
  users: [
    {
      key: 'root',
      name: 'Root',
      email: 'root@vitrine.test',
      password: FIXTURE_PASSWORD,
      role: 1,
      corporationKey: null,
    },
    {
      key: 'admin',
      name: 'Admin Immo',
      email: 'Admin@Vitrine.test',
      password: FIXTURE_PASSWORD,
      role: 2,
      corporationKey: 'immo',
    },
    {
      key: 'user',
      name: 'User Autre',
      email: 'user@vitrine.test',
      password: FIXTURE_PASSWORD,
      role: 4,
      corporationKey: 'other',
    },
  ],
  domains: [
    {
      key: 'demo',
      corporationKey: 'immo',
      name: t('Démo', 'Demo'),
      host: DEMO_HOST,
      title: t('Les Tilleuls', 'The Lindens'),
      subtitle: t('Vivre au vert', ''),
      settings: [
        { name: 'main-color', type: 'text', value: '#224466' },
        { name: 'with-filter', type: 'text', value: '1' },
        { name: 'splash-image', type: 'image', value: null, imagePath: 'files/branding/splash.jpg' },
      ],
      pages: [
        { name: 'contact', isActive: true, withAltLogo: false },
        { name: 'gallery', isActive: false, withAltLogo: true },
      ],
      files: [
        {
          path: 'files/gallery/01.jpg',
          responsive: { '480': 'files/gallery/01-480.webp', '960': 'files/gallery/01-960.webp' },
          thumbPath: 'files/gallery/01-thumb.webp',
        },
        { path: 'files/gallery/02.jpg', responsive: {}, thumbPath: 'files/gallery/02-thumb.webp' },
      ],
      videos: [
        {
          thumbPath: 'files/videos/intro.jpg',
          formats: [
            { path: 'files/videos/intro.webm', type: 'video/webm' },
            { path: 'files/videos/intro.mp4', type: 'video/mp4' },
          ],
        },
      ],
      tours: [
        { number: 2, name: t('Séjour', 'Living room'), thumbPath: 'files/tours/2.jpg' },
        { number: 1, name: t('Cuisine', 'Kitchen'), thumbPath: 'files/tours/1.jpg' },
      ],
    },
    {
      key: 'other',
      corporationKey: 'other',
      name: t('Autre', 'Other'),
      host: OTHER_HOST,
      title: t('Quai Nord'),
      subtitle: t(''),
      settings: [],
      pages: [],
      files: [],
      videos: [],
      tours: [],
    },
  ],
  projects: [demoProject, otherProject],
};

/**
 * A bigger demo for query-count checks: `projects` projects of `buildings` buildings of
 * `floors` floors of `units` units each, on the first domain of the fixture.
 */
export function largeFixture(size: {
  projects: number;
  buildings: number;
  floors: number;
  units: number;
}): DemoManifest {
  const projects: DemoProject[] = [];
  for (let p = 0; p < size.projects; p++) {
    const buildings: DemoBuilding[] = [];
    for (let b = 0; b < size.buildings; b++) {
      const floors: DemoFloor[] = [];
      for (let f = 0; f < size.floors; f++) {
        const units = Array.from({ length: size.units }, (_, u) =>
          demoUnit(`p${p}b${b}f${f}u${u}`, { order: u, statusKey: u % 3 === 0 ? 'sold' : 'option' }),
        );
        floors.push(floor(`p${p}b${b}f${f}`, String(f), f, units));
      }
      buildings.push({
        key: `p${p}b${b}`,
        name: `b${b}`,
        description: t(`Bâtiment ${b}`),
        parentKey: b === 0 ? null : `p${p}b0`,
        order: b,
        settings: [{ name: 'initial-rotation', type: 'text', value: String(b) }],
        floors,
      });
    }
    projects.push({ ...demoProject, key: `large${p}`, buildings });
  }
  return { ...demoFixture, projects };
}
