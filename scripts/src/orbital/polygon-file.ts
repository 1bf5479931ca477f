import { FRAME_COUNT } from '@vitrine/core/orbital';
import type { TPolygonFile } from '@vitrine/core/schemas/polygon-file';
import type { OrbitalFrameResult } from './orbital-job.ts';

/**
 * Gathers the per-frame outlines of a project into one polygon file per building:
 * { "<building>": [...], "<building>/<floor>": [...] }, each outline with 29 point strings.
 */
export function polygonFiles(results: OrbitalFrameResult[]): Map<string, TPolygonFile> {
  const files = new Map<string, TPolygonFile>();
  const ordered = [...results].sort((a, b) => a.frame - b.frame);
  if (ordered.length !== FRAME_COUNT)
    throw new Error(`expected ${FRAME_COUNT} frames, got ${ordered.length}`);
  for (const result of ordered) {
    for (const view of result.views) {
      let file = files.get(view.building);
      if (!file) {
        file = {};
        files.set(view.building, file);
      }
      let entries = file[view.key];
      if (!entries) {
        entries = view.outlines.map((outline) => ({ name: outline.name, points: [] }));
        file[view.key] = entries;
      }
      view.outlines.forEach((outline, index) => {
        entries[index]!.points[result.frame] = outline.points;
      });
    }
  }
  return sortedKeys(files);
}

/** Full view first, then the floors in rendering order (already the insertion order), per building. */
function sortedKeys(files: Map<string, TPolygonFile>): Map<string, TPolygonFile> {
  const sorted = new Map<string, TPolygonFile>();
  for (const [building, file] of files) {
    const keys = Object.keys(file).sort((a, b) => (a === building ? -1 : b === building ? 1 : 0));
    sorted.set(building, Object.fromEntries(keys.map((key) => [key, file[key]!])));
  }
  return sorted;
}
