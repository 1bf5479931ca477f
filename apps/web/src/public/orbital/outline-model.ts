import type { OverlayPoint, TBuilding, TPolygonFileLoose, TUnit } from '@vitrine/core';
import { isInteractiveUnit } from '@vitrine/core/display-rules';
import { polygonCentroid } from '@vitrine/core/polygon-geometry';
import { parsePolygonPoints } from '@vitrine/core/polygon-points';
import { polygonViewEntries, sameStoredName } from '@vitrine/core/storage-layout';

/**
 * An outline's points on each of the 29 frames, parsed when a frame is first shown: the file
 * holds every frame of every outline, and parsing them all at once kept a phone busy.
 */
export class FramePoints {
  private readonly parsed: (OverlayPoint[] | undefined)[] = [];
  constructor(private readonly texts: readonly unknown[]) {}

  at(frame: number): OverlayPoint[] {
    let points = this.parsed[frame];
    if (!points) {
      const text = this.texts[frame];
      points = typeof text === 'string' ? parsePolygonPoints(text) : [];
      this.parsed[frame] = points;
    }
    return points;
  }
}

/** One outline of the polygon file, tied to what it shows. */
export type Outline =
  | { kind: 'unit'; name: string; unit: TUnit; frames: FramePoints }
  /** A sub-building's outline in its main building's view: drawn as a circle at its centroid. */
  | { kind: 'building'; name: string; building: TBuilding; frames: FramePoints }
  /** An outline with no unit data ("Pas d'information pour l'instant"). */
  | { kind: 'unknown'; name: string; frames: FramePoints };

function byName<T extends { name: string }>(items: readonly T[], name: string): T | undefined {
  return items.find((item) => item.name === name) ?? items.find((item) => sameStoredName(item.name, name));
}

/** A unit renamed since the polygon file was drawn: its outline still bears a former name. */
function byFormerName(units: readonly TUnit[], name: string): TUnit | undefined {
  return units.find((unit) => unit.former_names?.some((former) => sameStoredName(former, name)));
}

/**
 * Outlines of a view: units by name (top-level first), then by a name they had before a rename,
 * sub-buildings by name, the rest unknown.
 */
export function buildOutlines(
  file: TPolygonFileLoose | null,
  view: { building: string; floor: string | null },
  units: readonly TUnit[],
  subBuildings: readonly TBuilding[],
): Outline[] {
  const entries = polygonViewEntries(file, view.building, view.floor);
  if (!Array.isArray(entries)) return [];
  const topLevel = units.filter((unit) => unit.unit_id === null);
  return entries.map((entry) => {
    const frames = new FramePoints(entry.points ?? []);
    const building = byName(subBuildings, entry.name);
    if (building) return { kind: 'building', name: entry.name, building, frames };
    const unit = byName(topLevel, entry.name) ?? byName(units, entry.name) ?? byFormerName(units, entry.name);
    if (unit) return { kind: 'unit', name: entry.name, unit, frames };
    return { kind: 'unknown', name: entry.name, frames };
  });
}

/** The outline's points on a frame, [] when hidden there. */
export function outlinePoints(outline: Outline, frame: number): OverlayPoint[] {
  const points = outline.frames.at(frame);
  return points.length >= 3 ? points : [];
}

/** Where a sub-building's circle sits on a frame, or null when its outline is hidden there. */
export function buildingCirclePosition(outline: Outline, frame: number): OverlayPoint | null {
  const points = outlinePoints(outline, frame);
  return points.length ? polygonCentroid(points) : null;
}

/** Whether the pointer and the keyboard reach an outline: not a not-clickable unit (status 7). */
export function isInteractiveOutline(outline: Outline): boolean {
  return outline.kind !== 'unit' || isInteractiveUnit(outline.unit);
}
