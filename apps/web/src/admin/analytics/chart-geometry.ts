/**
 * The charts' geometry, apart from React (as the orbital viewer's): value scales, "nice" axis
 * maxima, line paths and bar lengths, in the SVG's own units.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1), for an axis that reads well. */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Axis labels from 0 to `max` (a niceMax) in whole, even steps: 1 up to 5, else a fifth or a quarter. */
export function axisTicks(max: number): number[] {
  const leading = max / 10 ** Math.floor(Math.log10(Math.max(1, max)));
  const step = max <= 5 ? 1 : leading === 2 ? max / 4 : max / 5;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return ticks;
}

export interface PlotBox {
  width: number;
  height: number;
  /** Room kept for the axis labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

/** Where a series' points fall: x spread over the days, y scaled to `max` (0 at the bottom). */
export function seriesPoints(
  values: readonly number[],
  max: number,
  box: PlotBox,
): { x: number; y: number }[] {
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values.map((value, at) => ({
    x: round(box.left + (values.length > 1 ? at * step : innerWidth / 2)),
    y: round(box.top + innerHeight - (max > 0 ? (value / max) * innerHeight : 0)),
  }));
}

/** An SVG path through the points ("M x y L x y …"); '' without points. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, at) => `${at === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
}

/** A bar's length for `value` on a scale whose `max` fills `length`; a non-zero value shows at least 1. */
export function barLength(value: number, max: number, length: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.max(1, round((value / max) * length));
}

/** Which of `count` dates get a label so that about `wanted` show, first and last included. */
export function labelledIndexes(count: number, wanted = 6): number[] {
  if (count <= 0) return [];
  if (count <= wanted) return Array.from({ length: count }, (_, at) => at);
  const step = Math.ceil((count - 1) / (wanted - 1));
  const indexes: number[] = [];
  for (let at = 0; at < count - 1; at += step) indexes.push(at);
  indexes.push(count - 1);
  return indexes;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
