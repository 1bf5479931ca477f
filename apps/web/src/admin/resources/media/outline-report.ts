import { type OverlayPoint, parsePolygonPoints, type TPolygonFileLoose } from '@vitrine/core';
import { polygonViewEntries } from '@vitrine/core/storage-layout';

/** A view's outline entries, matched as core's storage layout says (polygonViewEntries). */
export function entriesOf(
  file: TPolygonFileLoose | null,
  building: string,
  floor: string | null,
): { name: string; points: string[] }[] {
  return polygonViewEntries(file, building, floor) ?? [];
}

export interface OutlineReport {
  /** Outline names that are neither a unit nor a sub-building: clicking them shows nothing. */
  outlinesWithoutUnit: string[];
  /** Units of the view that no outline names: visitors cannot click them on the model. */
  unitsWithoutOutline: string[];
}

const lower = (name: string) => name.trim().toLowerCase();

/** Compares a view's outlines with its units (and sub-buildings), ignoring case as the public viewer does. */
export function outlineReport(
  outlineNames: readonly string[],
  unitNames: readonly string[],
  subBuildingNames: readonly string[] = [],
): OutlineReport {
  const units = new Set(unitNames.map(lower));
  const known = new Set([...units, ...subBuildingNames.map(lower)]);
  const outlined = new Set(outlineNames.map(lower));
  return {
    outlinesWithoutUnit: [...new Set(outlineNames.filter((name) => !known.has(lower(name))))],
    unitsWithoutOutline: unitNames.filter((name) => !outlined.has(lower(name))),
  };
}

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
  const unmatched = new Set(report.outlinesWithoutUnit.map(lower));
  return entries.map((entry) => ({
    name: entry.name,
    points: parsePolygonPoints(entry.points[frame] ?? ''),
    matched: !unmatched.has(lower(entry.name)),
  }));
}
