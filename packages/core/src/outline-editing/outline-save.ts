import type { Message } from '../i18n/index.ts';
import { parsePolygonPoints } from '../polygon-points.ts';
import { check, ZId } from '../schemas/common.ts';
import { ZPolygon } from '../schemas/polygon-file.ts';
import { z } from '../schemas/zod.ts';
import { outlineProblem } from './outline-shape.ts';

/** One outline the editor saves: a unit's, or (full view only) a sub-building's, on 29 frames. */
export const ZOutlineEntry = z
  .object({
    unit_id: ZId.optional(),
    building_id: ZId.optional(),
    points: ZPolygon.shape.points,
  })
  .strict()
  .refine(
    (entry) => (entry.unit_id === undefined) !== (entry.building_id === undefined),
    check('validation.outlineOwner'),
  );
export type TOutlineEntry = z.infer<typeof ZOutlineEntry>;

/** PUT /api/buildings/{id}/outlines: every view of the building (the file is written whole). */
export const ZOutlineSave = z
  .object({
    views: z
      .array(z.object({ floor_id: ZId.nullable(), outlines: z.array(ZOutlineEntry).max(2000) }).strict())
      .max(500),
  })
  .strict();
export type TOutlineSave = z.infer<typeof ZOutlineSave>;

/** A problem of the save, by field path ("views.0.outlines.2.points"). */
export type OutlineSaveProblem = { path: string; message: Message };

/**
 * What the schema cannot see: a frame whose outline is empty (under three points, no area) or
 * crosses itself, an outline hidden on all 29 frames, a view or an outline given twice.
 */
export function outlineSaveProblems(save: TOutlineSave): OutlineSaveProblem[] {
  const problems: OutlineSaveProblem[] = [];
  const views = new Set<number | null>();
  save.views.forEach((view, v) => {
    if (views.has(view.floor_id))
      problems.push({
        path: `views.${v}.floor_id`,
        message: { key: 'validation.outlineDuplicate', field: 'floor_id' },
      });
    views.add(view.floor_id);
    const owners = new Set<string>();
    view.outlines.forEach((entry, o) => {
      const at = `views.${v}.outlines.${o}`;
      const owner = entry.unit_id !== undefined ? `unit:${entry.unit_id}` : `building:${entry.building_id}`;
      if (owners.has(owner))
        problems.push({ path: at, message: { key: 'validation.outlineDuplicate', field: 'outline' } });
      owners.add(owner);
      const frames = entry.points.map(parsePolygonPoints);
      if (frames.every((points) => points.length === 0))
        problems.push({
          path: `${at}.points`,
          message: { key: 'validation.outlineHidden', field: 'points' },
        });
      frames.forEach((points, frame) => {
        const problem = outlineProblem(points);
        if (!problem) return;
        const key = problem === 'empty' ? 'validation.outlineEmpty' : 'validation.outlineSelfIntersecting';
        problems.push({
          path: `${at}.points.${frame}`,
          message: { key, field: 'points', params: { frame } },
        });
      });
    });
  });
  return problems;
}
