import type {
  DemoBuilding,
  DemoCategory,
  DemoProject,
  DemoSetting,
  DemoStatus,
  DemoUnit,
} from '@vitrine/core/demo-manifest';
import { storagePaths } from '../storage-paths.ts';
import type { SiteModel } from './site-model.ts';
import { type CategoryKey, type ParkingOffer, storedRoomCount, type UnitOffer } from './unit-offer.ts';
import { categoryName, floorDescription, PRICE_DETAIL, unitDescription, unitFullname } from './unit-texts.ts';

/** Camera heading of frame f is 360/29 × (f + 1) − this, clockwise from north (see README). */
export const INITIAL_ROTATION = 57;

export const STATUSES: DemoStatus[] = [
  { systemId: 1, key: 'available', name: { fr: 'Disponible', en: 'Available' }, color: '#3fa34d' },
  { systemId: 2, key: 'sold', name: { fr: 'Vendu', en: 'Sold' }, color: '#c0392b' },
  { systemId: 3, key: 'reserved', name: { fr: 'Réservé', en: 'Reserved' }, color: '#e6a23c' },
  { systemId: 7, key: 'not-clickable', name: { fr: 'Non cliquable', en: 'Not clickable' }, color: '#9e9e9e' },
];

const CATEGORY_COLORS: Record<CategoryKey, string> = {
  appartement: '#5b8db8',
  penthouse: '#b8860b',
  duplex: '#7a5c99',
  loft: '#c0604a',
  parking: '#7f8c8d',
};

const TYPE_COLORS = ['#8ecae6', '#219ebc', '#52a675', '#e9c46a', '#e76f51'];

const flag = (name: string, on = true): DemoSetting => ({ name, type: 'text', value: on ? '1' : '0' });

function projectSettings(project: string): DemoSetting[] {
  return [
    ...TYPE_COLORS.map(
      (color, bedrooms): DemoSetting => ({
        name: `t${storedRoomCount(bedrooms)}-color`,
        type: 'text',
        value: color,
      }),
    ),
    { name: 'initial-rotation', type: 'text', value: String(INITIAL_ROTATION) },
    flag('is-rotation-clockwise'),
    ...[
      'with-detail',
      'with-name',
      'with-tooltip',
      'with-orbital-unit-name',
      'with-availability',
      'with-price-detail',
      'with-typology',
      'with-unavailables-tooltip',
      'with-send-by-email-button',
      'with-contact-us-button',
      'with-download-blueprint-button',
    ].map((name) => flag(name)),
    {
      name: 'building-logo',
      type: 'image',
      value: null,
      imagePath: storagePaths.branding(project, 'upper-left-logo'),
    },
  ];
}

function unitRecord(project: string, offer: UnitOffer, order: number): DemoUnit {
  const volume = offer.volume;
  return {
    key: `${project}/${volume.name}`,
    name: volume.name,
    fullname: unitFullname(offer),
    description: unitDescription(offer),
    priceDetail: PRICE_DETAIL,
    statusKey: offer.statusKey,
    categoryKey: offer.categoryKey,
    parentKey: null,
    bedrooms: storedRoomCount(offer.bedrooms),
    surface: offer.surface,
    price: offer.price,
    hasGarden: volume.outdoor === 'garden',
    hasTerrace: volume.outdoor === 'terrace' || volume.outdoor === 'garden',
    hasBalcony: volume.outdoor === 'balcony',
    hasLoggia: volume.outdoor === 'loggia',
    blueprint2D: storagePaths.plan(project, offer.bedrooms, '2d'),
    blueprint3D: storagePaths.plan(project, offer.bedrooms, '3d'),
    blueprintPdf: storagePaths.plan(project, offer.bedrooms, 'pdf'),
    order,
  };
}

function parkingRecord(project: string, parking: ParkingOffer, order: number): DemoUnit {
  return {
    key: `${project}/${parking.name}`,
    name: parking.name,
    fullname: { fr: `Parking ${parking.name}`, en: `Parking space ${parking.name}` },
    description: {
      fr: `<p>Emplacement de parking couvert, lié à l’appartement ${parking.parent.volume.name}.</p>`,
      en: `<p>Covered parking space, sold with apartment ${parking.parent.volume.name}.</p>`,
    },
    priceDetail: PRICE_DETAIL,
    statusKey: parking.parent.statusKey,
    categoryKey: 'parking',
    parentKey: `${project}/${parking.parent.volume.name}`,
    bedrooms: 0,
    surface: 13,
    price: parking.price,
    hasGarden: false,
    hasTerrace: false,
    hasBalcony: false,
    hasLoggia: false,
    blueprint2D: null,
    blueprint3D: null,
    blueprintPdf: null,
    order,
  };
}

export function demoProject(
  site: SiteModel,
  domainKey: string,
  offers: UnitOffer[],
  parkings: ParkingOffer[],
): DemoProject {
  const project = site.project;
  const title = project.charAt(0).toUpperCase() + project.slice(1);
  const buildings: DemoBuilding[] = site.buildings.map((building, buildingIndex) => ({
    key: `${project}/${building.name}`,
    name: building.name,
    description: { fr: `Bâtiment ${building.letter}`, en: `Building ${building.letter}` },
    parentKey: building.parentName ? `${project}/${building.parentName}` : null,
    order: buildingIndex + 1,
    settings: [{ name: 'initial-rotation', type: 'text', value: String(INITIAL_ROTATION) }],
    floors: building.floors.map((floor, floorIndex) => {
      const onFloor = offers.filter((offer) => offer.floor === floor);
      const units = onFloor.map((offer, index) => unitRecord(project, offer, index + 1));
      const parkingsHere = parkings.filter((parking) => parking.parent.floor === floor);
      units.push(
        ...parkingsHere.map((parking, index) => parkingRecord(project, parking, units.length + index + 1)),
      );
      return {
        key: `${project}/${building.name}/${floor.name}`,
        name: floor.name,
        description: floorDescription(floor.level),
        order: floorIndex + 1,
        units,
      };
    }),
  }));
  const usedCategories = new Set<CategoryKey>([
    ...offers.map((offer) => offer.categoryKey),
    ...(parkings.length > 0 ? (['parking'] as const) : []),
  ]);
  const categories: DemoCategory[] = [...usedCategories].map((key) => ({
    key,
    name: categoryName(key),
    color: CATEGORY_COLORS[key],
  }));
  return {
    key: project,
    domainKey,
    name: { fr: title, en: title },
    topology: 'T',
    showPrice: true,
    showCategory: false,
    gdpr: {
      fr: '<p>Vos données sont traitées par le promoteur pour répondre à votre demande et ne sont jamais cédées à des tiers.</p>',
      en: '<p>Your data is processed by the developer to answer your request and is never passed on to third parties.</p>',
    },
    cgu: 'https://www.example.com/conditions-generales',
    settings: projectSettings(project),
    statuses: STATUSES,
    categories,
    buildings,
  };
}
