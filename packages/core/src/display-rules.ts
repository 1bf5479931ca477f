import { formatPrice } from './format.ts';
import { type Locale, translate } from './i18n/public.ts';
import { flag, type SettingLike } from './settings.ts';
import { isClickableStatus, STATUS, statusKind, UNKNOWN_STATUS_COLOR } from './status.ts';

/** Where a unit is displayed: the tooltip or results list, or the unit detail panel. */
export type DisplayPlace = 'list' | 'panel';

type UnitFacts = {
  status_id: number | null;
  price?: number | null;
  surface?: number;
  bedrooms?: number;
  status?: { name: string; color: string } | null;
};
type Settings = readonly SettingLike[] | null | undefined;

/** Price: the project shows prices and the unit is available; in the panel, also above 0. */
export function showPrice(
  unit: UnitFacts,
  project: { show_price: boolean } | null | undefined,
  place: DisplayPlace = 'list',
): boolean {
  if (!project?.show_price || unit.status_id !== STATUS.AVAILABLE) return false;
  return place === 'panel' ? (unit.price ?? 0) > 0 : true;
}

/**
 * The price as the visitor reads it in the tooltip, results and sheet, or null when it is not
 * shown: "285 000 €", or "Prix sur demande" for an available unit without an amount (null or 0).
 */
export function priceText(
  unit: UnitFacts,
  project: { show_price: boolean } | null | undefined,
  locale: Locale,
): string | null {
  if (!showPrice(unit, project)) return null;
  const price = unit.price ?? 0;
  return price > 0 ? formatPrice(price, locale) : translate(locale, 'availability.priceOnRequest');
}

/** Surface: above 0; in the panel, also not for a sold unit. */
export function showSurface(unit: UnitFacts, place: DisplayPlace = 'list'): boolean {
  if (!((unit.surface ?? 0) > 0)) return false;
  return place === 'panel' ? unit.status_id !== STATUS.SOLD : true;
}

export function showRooms(unit: UnitFacts): boolean {
  return (unit.bedrooms ?? 0) > 0;
}

export function showCategory(project: { show_category: boolean } | null | undefined): boolean {
  return Boolean(project?.show_category);
}

/** A unit is unavailable when sold (status 2); the results toggle and tooltips use this. */
export function isUnitUnavailable(unit: { status_id: number | null }): boolean {
  return unit.status_id === STATUS.SOLD;
}

/** The status label and dot colour; a unit without status shows "Inconnu" with #eee. */
export function unitStatusLabel(unit: UnitFacts, locale: Locale): { label: string; color: string } {
  if (unit.status) return { label: unit.status.name, color: unit.status.color };
  if (unit.status_id === null || statusKind(unit.status_id) === 'unknown') {
    return { label: translate(locale, 'status.unknown'), color: UNKNOWN_STATUS_COLOR };
  }
  const kind = statusKind(unit.status_id);
  const known = kind === 'reserved' && unit.status_id !== STATUS.RESERVED ? 'unknown' : kind;
  return { label: translate(locale, `status.${known}`), color: UNKNOWN_STATUS_COLOR };
}

/**
 * A unit opens its detail panel only when available (status 1) and with-detail is on. The one
 * rule of the model's clicks, the results rows, the `?showUnit=true` links and the server's
 * sheet-only fields (description, plans).
 */
export function canOpenUnit(unit: { status_id: number | null }, projectSettings: Settings): boolean {
  return unit.status_id === STATUS.AVAILABLE && flag(projectSettings, 'with-detail');
}

/**
 * Whether the visitor can point at a unit at all: a not-clickable unit (status 7) is drawn on the
 * model but does not highlight, has no tooltip, and is not listed in the results.
 */
export function isInteractiveUnit(unit: { status_id: number | null }): boolean {
  return isClickableStatus(unit.status_id);
}

/** Hover tooltip on the model: with-tooltip on, and for a sold unit also with-unavailables-tooltip. */
export function showTooltip(unit: { status_id: number | null }, projectSettings: Settings): boolean {
  if (!isInteractiveUnit(unit) || !flag(projectSettings, 'with-tooltip')) return false;
  return !isUnitUnavailable(unit) || flag(projectSettings, 'with-unavailables-tooltip');
}

/** The unit itself, whether it arrived bare or wrapped as `{ unit: {...} }`. */
export function unwrapUnit<U extends object>(value: U | { unit: U }): U {
  return 'unit' in value && value.unit && typeof value.unit === 'object' && !('id' in value)
    ? (value.unit as U)
    : (value as U);
}

type PlanRef = { url: string } | null | undefined;

/** "Télécharger le plan": with-download-blueprint-button on and the unit has a plan to download. */
export function showDownloadBlueprint(
  unit: { blueprints?: PlanRef; blueprint2D?: PlanRef; blueprint3D?: PlanRef },
  projectSettings: Settings,
): boolean {
  const hasPlan = [unit.blueprints, unit.blueprint2D, unit.blueprint3D].some((plan) => Boolean(plan?.url));
  return hasPlan && flag(projectSettings, 'with-download-blueprint-button');
}
