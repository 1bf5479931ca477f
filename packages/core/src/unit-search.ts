import type { TSearchQuery } from './schemas/search-query.ts';
import { isClickableStatus, STATUS } from './status.ts';
import { type TUnitOption, UNIT_OPTIONS } from './unit-options.ts';

/** The unit fields the search reads. */
export type SearchableUnit = {
  unit_id: number | null;
  bedrooms: number;
  category_id: number | null;
  surface: number;
  price: number | null;
  status_id: number | null;
} & Record<TUnitOption, boolean>;

export type SearchProject = { show_price: boolean; show_category: boolean };

function inRange(value: number, [min, max]: readonly [number, number]): boolean {
  return value >= min && value <= max;
}

/**
 * Whether a unit matches the filter panel (front office §5 "Search filter logic"). An empty
 * room-count, category or option list puts no constraint. A unit without a price (none set, or
 * one the site does not show: sold, reserved…, which the public data leaves out) passes the price
 * range only while the range is the whole slider (`wholePriceRange`): once the visitor narrows
 * it, the results hold the units known to be in it.
 */
export function matchesSearch(
  unit: SearchableUnit,
  query: TSearchQuery,
  project: SearchProject,
  wholePriceRange = false,
): boolean {
  if (unit.unit_id !== null || !isClickableStatus(unit.status_id)) return false;
  if (!project.show_category && query.bedrooms.length > 0 && !query.bedrooms.includes(unit.bedrooms))
    return false;
  if (project.show_category && query.categories.length > 0) {
    if (unit.category_id === null || !query.categories.includes(unit.category_id)) return false;
  }
  if (!inRange(unit.surface, query.surface)) return false;
  if (project.show_price && !(unit.price === null ? wholePriceRange : inRange(unit.price, query.price)))
    return false;
  if (unit.status_id === STATUS.SOLD && !query.isUnavailable) return false;
  if (query.options.length > 0 && !query.options.some((option) => unit[option])) return false;
  return true;
}

/**
 * The units the filter panel keeps; with no query at all, the whole list. A not-clickable unit
 * (status 7) is never listed: a row would offer what the model refuses.
 */
export function searchUnits<U extends SearchableUnit>(
  units: readonly U[],
  query: TSearchQuery | null | undefined,
  project: SearchProject,
): U[] {
  if (!query) return units.filter((unit) => isClickableStatus(unit.status_id));
  const highestPrice = Math.max(0, ...units.map((unit) => unit.price ?? 0));
  const wholePriceRange = query.price[0] <= 0 && query.price[1] >= highestPrice;
  return units.filter((unit) => matchesSearch(unit, query, project, wholePriceRange));
}

export const DEFAULT_MAX_PRICE = 250000;
export const DEFAULT_MAX_SURFACE = 1000;
export const SURFACE_STEP = 5;

export type SearchBounds = {
  maxPrice: number;
  /** Step of the price slider: max / 100. */
  priceStep: number;
  /** Largest surface rounded up to a multiple of 10. */
  maxSurface: number;
  surfaceStep: number;
  bedrooms: number[];
  options: TUnitOption[];
  categories: number[];
};

/**
 * What the filter panel offers on first open, from the units present: price and surface
 * maxima, room counts and exterior options on offer, among the units the results can list (top
 * level, not status 7: a parking's 0 rooms offered "Studio", which matched nothing). Before data
 * (or when every price or surface is 0) the maxima are 250000 and 1000.
 */
export function searchBounds(present: readonly SearchableUnit[]): SearchBounds {
  const units = present.filter((unit) => unit.unit_id === null && isClickableStatus(unit.status_id));
  const highestPrice = Math.max(0, ...units.map((unit) => unit.price ?? 0));
  const highestSurface = Math.max(0, ...units.map((unit) => unit.surface));
  const maxPrice = highestPrice > 0 ? highestPrice : DEFAULT_MAX_PRICE;
  const maxSurface = highestSurface > 0 ? Math.ceil(highestSurface / 10) * 10 : DEFAULT_MAX_SURFACE;
  const categories = units.map((unit) => unit.category_id).filter((id): id is number => id !== null);
  return {
    maxPrice,
    priceStep: maxPrice / 100,
    maxSurface,
    surfaceStep: SURFACE_STEP,
    bedrooms: [...new Set(units.map((unit) => unit.bedrooms))].sort((a, b) => a - b),
    options: UNIT_OPTIONS.filter((option) => units.some((unit) => unit[option])),
    categories: [...new Set(categories)].sort((a, b) => a - b),
  };
}

/** The filter panel's starting query: full ranges, nothing ticked, unavailable units shown. */
export function defaultSearchQuery(
  bounds: Pick<SearchBounds, 'maxPrice' | 'maxSurface'> = {
    maxPrice: DEFAULT_MAX_PRICE,
    maxSurface: DEFAULT_MAX_SURFACE,
  },
): TSearchQuery {
  return {
    bedrooms: [],
    price: [0, bounds.maxPrice],
    surface: [0, bounds.maxSurface],
    options: [],
    isUnavailable: true,
    categories: [],
  };
}

export type FloorGroup<U, F> = { floorId: number; floor: F | undefined; units: U[] };

/**
 * Results grouped by floor, in the order of `floors` (as given), then floors only known from
 * the units, in order of first appearance. Units keep their order inside a group.
 */
export function groupUnitsByFloor<U extends { floor_id: number }, F extends { id: number }>(
  units: readonly U[],
  floors: readonly F[] = [],
): FloorGroup<U, F>[] {
  const groups = new Map<number, FloorGroup<U, F>>();
  for (const floor of floors) groups.set(floor.id, { floorId: floor.id, floor, units: [] });
  for (const unit of units) {
    const group = groups.get(unit.floor_id) ?? { floorId: unit.floor_id, floor: undefined, units: [] };
    group.units.push(unit);
    groups.set(unit.floor_id, group);
  }
  return [...groups.values()].filter((group) => group.units.length > 0);
}
