import type { PolygonStyle, TProject } from '@vitrine/core';
import { polygonStyle, statusMark, UNKNOWN_COLOR, unitColor, withAlpha } from '@vitrine/core/colors';
import { isInteractiveUnit } from '@vitrine/core/display-rules';
import { flag } from '@vitrine/core/settings';
import { type Outline, outlinePoints } from './outline-model.ts';
import type { OutlineShape } from './render-outline-layer.ts';

export interface OutlineHighlight {
  /** Outline under the pointer or keyboard focus. */
  hovered: string | null;
  /** The current unit's outline. */
  selected: string | null;
  /** Names kept by the search, or null when no search narrows the model. */
  matching: ReadonlySet<string> | null;
}

const FILTERED_OUT: PolygonStyle = { fill: 'rgba(0, 0, 0, 0)', stroke: withAlpha(UNKNOWN_COLOR, 0.35) };

/** What to draw for one frame: unit and unknown outlines with their status and colour styles. */
export function outlineShapes(
  outlines: readonly Outline[],
  frame: number,
  project: Pick<TProject, 'show_category' | 'settings'>,
  highlight: OutlineHighlight,
): OutlineShape[] {
  const showNames = flag(project.settings, 'with-orbital-unit-name');
  const shapes: OutlineShape[] = [];
  for (const outline of outlines) {
    if (outline.kind === 'building') continue;
    const points = outlinePoints(outline, frame);
    if (points.length === 0) continue;
    const emphasis = outline.name === highlight.hovered || outline.name === highlight.selected;
    if (outline.kind === 'unknown') {
      shapes.push({ points, style: polygonStyle(null, null, emphasis), emphasis, label: null });
      continue;
    }
    // a not-clickable unit is never in the results, so a search says nothing about it
    const filteredOut =
      highlight.matching !== null && !highlight.matching.has(outline.name) && isInteractiveUnit(outline.unit);
    const style = filteredOut
      ? FILTERED_OUT
      : polygonStyle(unitColor(outline.unit, project, project.settings), outline.unit.status_id, emphasis);
    const label = showNames && !filteredOut ? outline.unit.name : null;
    shapes.push({
      points,
      style,
      emphasis,
      label,
      mark: filteredOut ? null : statusMark(outline.unit.status_id),
    });
  }
  return shapes;
}
