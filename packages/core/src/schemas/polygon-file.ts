import { FRAME_COUNT } from '../orbital.ts';

export { parsePolygonPoints } from '../polygon-points.ts';

import { check } from './common.ts';
import { z } from './zod.ts';

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const POINT = `${NUMBER},${NUMBER}`;
/** "x,y x,y …" with at least three points, or '' for a frame where the outline is hidden. */
const POINTS = new RegExp(`^\\s*(?:${POINT}(?:\\s+${POINT}){2,})?\\s*$`);

/** The outline of one unit (or sub-building) on each of the 29 frames. */
export const ZPolygon = z.object({
  name: z.string().min(1),
  points: z
    .array(z.string().refine((points) => POINTS.test(points), check('validation.polygonPoints')))
    .refine(
      (frames) => frames.length === FRAME_COUNT,
      check('validation.polygonFrames', { size: FRAME_COUNT }),
    ),
});
export type TPolygon = z.infer<typeof ZPolygon>;

/** /storage/polygons/{project}/{building}/index.json: polygons by building name. */
export const ZPolygonFile = z.record(z.string(), z.array(ZPolygon));
export type TPolygonFile = z.infer<typeof ZPolygonFile>;

/** Loose reading of a polygon file: any list of point strings (for clients that skip checks). */
export type TPolygonFileLoose = Record<string, { name: string; points: string[] }[]>;

export type PolygonFileCheck = { ok: true; polygons: TPolygonFile } | { ok: false; problems: string[] };

/** Checks a parsed index.json: 29 well-formed point strings per polygon; lists every problem. */
export function validatePolygonFile(json: unknown): PolygonFileCheck {
  const result = ZPolygonFile.safeParse(json);
  if (result.success) return { ok: true, polygons: result.data };
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return { ok: false, problems };
}
