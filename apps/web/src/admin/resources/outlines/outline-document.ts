import { FRAME_COUNT, type OverlayPoint, parsePolygonPoints, type TPolygonFileLoose } from '@vitrine/core';
import { interpolateKeyFrames } from '@vitrine/core/outline-editing/key-frame-interpolation';
import type { TOutlineSave } from '@vitrine/core/outline-editing/outline-save';
import {
  formatPolygonPoints,
  type OutlineProblem,
  outlineProblem,
} from '@vitrine/core/outline-editing/outline-shape';
import { polygonViewEntries, storedNameKey } from '@vitrine/core/storage-layout';

/** A view of the building: 'full', or a floor's id as text. */
export type ViewKey = string;
export const FULL_VIEW: ViewKey = 'full';

/** What an outline belongs to: a unit ("unit:12") or, in the full view, a sub-building ("building:3"). */
export type ItemKey = `unit:${number}` | `building:${number}`;

export interface OutlineItem {
  key: ItemKey;
  name: string;
}

/**
 * A unit's outline as the editor keeps it: only its key frames (frame → points; [] hidden there
 * on purpose); every other frame is interpolated from them (core's interpolateKeyFrames).
 */
export type OutlineTrack = Readonly<Record<number, readonly OverlayPoint[]>>;

/** Every view's outlines by item: the whole polygon file, in ids. Never mutated: undo keeps them. */
export type OutlineDocument = Readonly<Record<ViewKey, Readonly<Record<ItemKey, OutlineTrack>>>>;

/** The items a view can outline, and how the file's names map onto them. */
export interface ViewItems {
  view: ViewKey;
  floorName: string | null;
  items: readonly OutlineItem[];
}

export function trackFrames(track: OutlineTrack | undefined): OverlayPoint[][] {
  const keys = new Map<number, readonly OverlayPoint[]>();
  for (const [frame, points] of Object.entries(track ?? {})) keys.set(Number(frame), points);
  return interpolateKeyFrames(keys);
}

export function isKeyFrame(track: OutlineTrack | undefined, frame: number): boolean {
  return track !== undefined && track[frame] !== undefined;
}

function withTrack(doc: OutlineDocument, view: ViewKey, item: ItemKey, track: OutlineTrack | null) {
  const tracks = { ...(doc[view] ?? {}) };
  if (track === null) delete tracks[item];
  else tracks[item] = track;
  return { ...doc, [view]: tracks };
}

/** The outline of `item` on `frame` set by hand: that frame becomes a key frame. */
export function setKeyFrame(
  doc: OutlineDocument,
  view: ViewKey,
  item: ItemKey,
  frame: number,
  points: readonly OverlayPoint[],
): OutlineDocument {
  return withTrack(doc, view, item, { ...(doc[view]?.[item] ?? {}), [frame]: points });
}

/** `frame` interpolated again from the other key frames (the outline goes when none is left). */
export function removeKeyFrame(doc: OutlineDocument, view: ViewKey, item: ItemKey, frame: number) {
  const track = { ...(doc[view]?.[item] ?? {}) };
  delete track[frame];
  return withTrack(doc, view, item, Object.keys(track).length > 0 ? track : null);
}

export function deleteOutline(doc: OutlineDocument, view: ViewKey, item: ItemKey): OutlineDocument {
  return withTrack(doc, view, item, null);
}

/** The outline of the frame before (going round) copied onto `frame` as a key frame. */
export function copyPreviousFrame(doc: OutlineDocument, view: ViewKey, item: ItemKey, frame: number) {
  const previous = trackFrames(doc[view]?.[item])[(frame + FRAME_COUNT - 1) % FRAME_COUNT] ?? [];
  return setKeyFrame(doc, view, item, frame, previous);
}

/**
 * A polygon file read into the editor: each of the file's 29 frames becomes a key frame (the
 * studio's points are kept as they are). Names matching no item of their view are returned, not
 * kept: the editor saves by id.
 */
export function documentFromFile(
  file: TPolygonFileLoose | null,
  building: string,
  views: readonly ViewItems[],
): { doc: OutlineDocument; unmatched: string[] } {
  const doc: Record<ViewKey, Record<ItemKey, OutlineTrack>> = {};
  const unmatched: string[] = [];
  for (const { view, floorName, items } of views) {
    const byName = new Map(items.map((item) => [storedNameKey(item.name), item.key]));
    const tracks: Record<ItemKey, OutlineTrack> = {};
    for (const entry of polygonViewEntries(file, building, floorName) ?? []) {
      const key = byName.get(storedNameKey(entry.name));
      if (!key) {
        unmatched.push(floorName ? `${floorName} / ${entry.name}` : entry.name);
        continue;
      }
      const track: Record<number, OverlayPoint[]> = {};
      for (let frame = 0; frame < FRAME_COUNT; frame++)
        track[frame] = parsePolygonPoints(entry.points[frame] ?? '');
      tracks[key] = track;
    }
    doc[view] = tracks;
  }
  return { doc, unmatched };
}

/** The body of PUT /api/buildings/{id}/outlines: every view, 29 point strings per outline. */
export function saveBodyOf(doc: OutlineDocument): TOutlineSave {
  return {
    views: Object.entries(doc).map(([view, tracks]) => ({
      floor_id: view === FULL_VIEW ? null : Number(view),
      outlines: Object.entries(tracks).map(([item, track]) => {
        const [kind, id] = item.split(':');
        const points = trackFrames(track).map(formatPolygonPoints);
        return kind === 'unit' ? { unit_id: Number(id), points } : { building_id: Number(id), points };
      }),
    })),
  };
}

export interface FrameProblem {
  view: ViewKey;
  item: ItemKey;
  /** null: hidden on every frame. */
  frame: number | null;
  problem: OutlineProblem | 'hidden';
}

/** What the server would refuse, found before saving: empty or self-crossing frames, blank outlines. */
export function documentProblems(doc: OutlineDocument): FrameProblem[] {
  return Object.entries(doc).flatMap(([view, tracks]) =>
    Object.entries(tracks).flatMap(([item, track]) => {
      const frames = trackFrames(track);
      const found: FrameProblem[] = [];
      if (frames.every((points) => points.length === 0))
        found.push({ view, item: item as ItemKey, frame: null, problem: 'hidden' });
      frames.forEach((points, frame) => {
        const problem = outlineProblem(points);
        if (problem) found.push({ view, item: item as ItemKey, frame, problem });
      });
      return found;
    }),
  );
}

/** Items of the view without an outline on any frame: visitors cannot click them. */
export function itemsWithoutOutline(doc: OutlineDocument, view: ViewItems): OutlineItem[] {
  return view.items.filter((item) =>
    trackFrames(doc[view.view]?.[item.key]).every((points) => points.length === 0),
  );
}
