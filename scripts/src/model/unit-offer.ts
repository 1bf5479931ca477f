import type { Random } from './random.ts';
import {
  type BuildingVolume,
  type FloorVolume,
  rectArea,
  type SiteModel,
  type UnitVolume,
} from './site-model.ts';

export type StatusKey = 'available' | 'sold' | 'reserved' | 'not-clickable';
export type CategoryKey = 'appartement' | 'penthouse' | 'duplex' | 'loft' | 'parking';

/** What a buyer sees of one unit: the commercial sheet next to its volume in the model. */
export interface UnitOffer {
  building: BuildingVolume;
  floor: FloorVolume;
  volume: UnitVolume;
  bedrooms: number;
  surface: number;
  price: number;
  categoryKey: CategoryKey;
  statusKey: StatusKey;
  facing: 'south' | 'north' | 'through';
}

/** A parking space sold with an apartment (a child unit, not drawn on the model). */
export interface ParkingOffer {
  name: string;
  parent: UnitOffer;
  price: number;
}

/** Share of each status among the units of a project, applied in this order; the rest is not clickable. */
const STATUS_SHARES: [StatusKey, number][] = [
  ['available', 0.55],
  ['sold', 0.25],
  ['reserved', 0.12],
];

/**
 * The unit's `bedrooms` field as the spec and the systems it replaces store it: the French room
 * count (ST = 1, a one-bedroom T2 = 2), so that topology T labels it ST/T2/T3 (core `typologyLabel`).
 */
export function storedRoomCount(bedrooms: number): number {
  return bedrooms + 1;
}

/** The bedrooms of a unit whose `bedrooms` field holds `storedRoomCount` (its plan's layout). */
export function bedroomsOfStored(rooms: number): number {
  return Math.max(0, rooms - 1);
}

export function bedroomsForSurface(surface: number): number {
  if (surface < 50) return 0;
  if (surface < 68) return 1;
  if (surface < 90) return 2;
  if (surface < 130) return 3;
  return 4;
}

function categoryOf(
  building: BuildingVolume,
  floor: FloorVolume,
  surface: number,
  project: string,
): CategoryKey {
  const isTop = floor === building.floors[building.floors.length - 1];
  if (project === 'meuse') return surface >= 110 ? 'loft' : 'appartement';
  if (isTop && building.roof === 'flat') return 'penthouse';
  if (isTop) return 'duplex';
  return 'appartement';
}

function facingOf(floor: FloorVolume, volume: UnitVolume): UnitOffer['facing'] {
  const south = Math.max(...floor.units.map((unit) => unit.rect.z1));
  const north = Math.min(...floor.units.map((unit) => unit.rect.z0));
  if (volume.rect.z1 === south && volume.rect.z0 === north) return 'through';
  return volume.rect.z1 === south ? 'south' : 'north';
}

function priceFor(random: Random, surface: number, level: number, volume: UnitVolume): number {
  const premium = volume.outdoor === 'terrace' ? 250 : volume.outdoor === 'garden' ? 150 : 0;
  const perSquareMetre = 3850 + level * 70 + premium + random.between(-120, 120);
  const price = Math.round((surface * perSquareMetre) / 1000) * 1000;
  return Math.min(650_000, Math.max(180_000, price));
}

/** Status keys for `count` units: the shares above, shuffled, at least one of each. */
function statusMix(random: Random, count: number): StatusKey[] {
  const keys: StatusKey[] = [];
  for (const [key, share] of STATUS_SHARES) {
    const wanted = Math.max(1, Math.round(count * share));
    for (let i = 0; i < wanted && keys.length < count - 1; i++) keys.push(key);
  }
  while (keys.length < count) keys.push('not-clickable');
  return random.shuffle(keys);
}

export function unitOffers(site: SiteModel, random: Random): UnitOffer[] {
  const placed = site.buildings.flatMap((building) =>
    building.floors.flatMap((floor) => floor.units.map((volume) => ({ building, floor, volume }))),
  );
  const statuses = statusMix(random.fork('statuses'), placed.length);
  const prices = random.fork('prices');
  return placed.map(({ building, floor, volume }, index) => {
    const surface = Math.round(rectArea(volume.rect));
    return {
      building,
      floor,
      volume,
      bedrooms: bedroomsForSurface(surface),
      surface,
      price: priceFor(prices, surface, floor.level, volume),
      categoryKey: categoryOf(building, floor, surface, site.project),
      statusKey: statuses[index]!,
      facing: facingOf(floor, volume),
    };
  });
}

/** One parking space for each of the `count` largest apartments. */
export function parkingOffers(offers: UnitOffer[], count: number): ParkingOffer[] {
  const largest = [...offers].sort(
    (a, b) => b.surface - a.surface || a.volume.name.localeCompare(b.volume.name),
  );
  return largest.slice(0, count).map((parent, index) => ({
    name: `P.${String(index + 1).padStart(2, '0')}`,
    parent,
    price: 25_000 + index * 1_000,
  }));
}
