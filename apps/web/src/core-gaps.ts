/**
 * Temporary copies of three @vitrine/core helpers that live in core's zod schema modules:
 * importing them from there pulls zod and every schema into the visitor bundle. Delete this
 * file once core exports them from zod-free modules (same names, same behaviour).
 */
import type { TLocale, TTranslated } from '@vitrine/core';
import type { OverlayPoint } from '@vitrine/core/orbital';
import { overlayPoint } from '@vitrine/core/orbital';

/** As core's schemas/tour.ts MAX_TOURS. */
export const MAX_TOURS = 4;

/** As core's schemas/translatable.ts pickTranslation: the locale's string, else fr, else ''. */
export function pickTranslation(value: Partial<TTranslated> | null | undefined, locale: TLocale): string {
  if (!value) return '';
  return value[locale] || value.fr || '';
}

/** As core's schemas/polygon-file.ts parsePolygonPoints: "x,y x,y …" to overlay points ('' gives []). */
export function parsePolygonPoints(points: string): OverlayPoint[] {
  const parsed: OverlayPoint[] = [];
  for (const pair of points.trim().split(/\s+/).filter(Boolean)) {
    const [x, y] = pair.split(',').map(Number);
    if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) continue;
    parsed.push(overlayPoint(x, y));
  }
  return parsed;
}
