import { type OverlayPoint, parsePolygonPoints, type TPolygonFileLoose } from '@vitrine/core';
import {
  type OutlineMatchReport,
  outlineMatchReport,
  polygonViewEntries,
  storedNameKey,
} from '@vitrine/core/storage-layout';

/** A view's outline entries, matched as core's storage layout says (polygonViewEntries). */
export function entriesOf(
  file: TPolygonFileLoose | null,
  building: string,
  floor: string | null,
): { name: string; points: string[] }[] {
  return polygonViewEntries(file, building, floor) ?? [];
}

export type OutlineReport = OutlineMatchReport;
/** Compares a view's outlines with its units (and sub-buildings), as the public viewer matches them. */
export const outlineReport = outlineMatchReport;

export interface PreviewOutline {
  name: string;
  points: OverlayPoint[];
  matched: boolean;
}

/** The outlines of one frame, each marked matched (a unit or sub-building) or not. */
export function outlinesOnFrame(
  entries: readonly { name: string; points: readonly string[] }[],
  frame: number,
  report: OutlineReport,
): PreviewOutline[] {
  const unmatched = new Set(report.outlinesWithoutUnit.map(storedNameKey));
  return entries.map((entry) => ({
    name: entry.name,
    points: parsePolygonPoints(entry.points[frame] ?? ''),
    matched: !unmatched.has(storedNameKey(entry.name)),
  }));
}
