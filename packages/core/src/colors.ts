import { type SettingLike, settingValue } from './settings.ts';
import { STATUS, statusKind } from './status.ts';

export type Rgb = { r: number; g: number; b: number };

/** Reads '#rgb' or '#rrggbb' (the '#' optional); null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function channelHex(value: number): string {
  return Math.min(255, Math.max(0, Math.round(value)))
    .toString(16)
    .padStart(2, '0');
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;
}

/** Shifts every channel by the same offset, clamped to 0..255 ('#808080', 50 → '#b2b2b2'). */
export function shadeHex(hex: string, offset: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  return toHex({ r: rgb.r + offset, g: rgb.g + offset, b: rgb.b + offset });
}

export function withAlpha(hex: string, alpha: number): string {
  const rgb = parseHex(hex) ?? (parseHex(UNKNOWN_COLOR) as Rgb);
  return `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alpha})`;
}

export const SHADE_OFFSETS = [-100, -50, 50, 100] as const;

function shadeName(offset: number): string {
  return offset < 0 ? `minus-${-offset}` : `plus-${offset}`;
}

/**
 * CSS custom properties of the brand colours and their shades, e.g. `--main-color`,
 * `--main-color-minus-100`, `--main-color-plus-50`, `--secondary-color-plus-100`.
 * An invalid colour falls back to its default (main #ffffff, secondary #000000).
 */
export function brandPalette(main = '#ffffff', secondary = '#000000'): Record<string, string> {
  const palette: Record<string, string> = {};
  const bases = {
    main: parseHex(main) ? main : '#ffffff',
    secondary: parseHex(secondary) ? secondary : '#000000',
  };
  for (const [name, base] of Object.entries(bases)) {
    palette[`--${name}-color`] = toHex(parseHex(base) as Rgb);
    for (const offset of SHADE_OFFSETS)
      palette[`--${name}-color-${shadeName(offset)}`] = shadeHex(base, offset);
  }
  return palette;
}

/** Grey used for outlines without a unit or a colour. */
export const UNKNOWN_COLOR = '#9e9e9e';

export const POLYGON_ALPHA = {
  unselected: { fill: 0.5, stroke: 0.75 },
  selected: { fill: 1, stroke: 1 },
  selectedSold: { fill: 0.35, stroke: 1 },
  unavailable: { fill: 0.35, stroke: 0.5 },
} as const;

export type PolygonStyle = { fill: string; stroke: string };

/**
 * Fill and stroke of a unit outline (front office §9): unselected 0.5/0.75; selected fill 1
 * (0.35 when sold); a sold (unavailable) unit 0.35/0.5; no colour → grey.
 */
export function polygonStyle(
  color: string | null | undefined,
  statusId: number | null | undefined,
  selected: boolean,
): PolygonStyle {
  const base = color && parseHex(color) ? color : UNKNOWN_COLOR;
  const sold = statusId === STATUS.SOLD;
  const alpha = selected
    ? sold
      ? POLYGON_ALPHA.selectedSold
      : POLYGON_ALPHA.selected
    : sold
      ? POLYGON_ALPHA.unavailable
      : POLYGON_ALPHA.unselected;
  return { fill: withAlpha(base, alpha.fill), stroke: withAlpha(base, alpha.stroke) };
}

type ColoredUnit = { bedrooms: number; category?: { color: string } | null };

/** A unit's outline colour: its category's when the project shows categories, else t{N}-color. */
export function unitColor(
  unit: ColoredUnit,
  project: { show_category: boolean } | null | undefined,
  projectSettings: readonly SettingLike[] | null | undefined,
): string | null {
  if (project?.show_category) return unit.category?.color ?? null;
  return settingValue(projectSettings, `t${unit.bedrooms}-color`);
}

/**
 * Legend entries by bedroom count (when categories are not shown): one per count on offer,
 * only when the largest count is between 1 and 10; otherwise none.
 */
export function roomCountLegend(
  units: readonly { bedrooms: number }[],
  projectSettings: readonly SettingLike[] | null | undefined,
): { bedrooms: number; color: string }[] {
  const counts = [...new Set(units.map((unit) => unit.bedrooms))].sort((a, b) => a - b);
  const largest = counts[counts.length - 1] ?? 0;
  if (largest < 1 || largest > 10) return [];
  return counts.map((bedrooms) => ({
    bedrooms,
    color: settingValue(projectSettings, `t${bedrooms}-color`) ?? UNKNOWN_COLOR,
  }));
}

/**
 * The mark drawn over a unit's colour so its status reads at a glance (issue 19): the spec's colours
 * only differ in transparency between sold and available. Sold units are hatched, reserved ones
 * (and a project's own statuses, which behave like reserved) dotted; others carry no mark.
 */
export type StatusMark = 'hatch' | 'dots';

export function statusMark(statusId: number | null | undefined): StatusMark | null {
  const kind = statusKind(statusId);
  if (kind === 'sold') return 'hatch';
  return kind === 'reserved' ? 'dots' : null;
}
