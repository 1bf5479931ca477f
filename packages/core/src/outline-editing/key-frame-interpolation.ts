import { FRAME_COUNT, type OverlayPoint, overlayPoint } from '../orbital.ts';

/** A unit's outline on its key frames (frame → points; [] where it is hidden on purpose). */
export type KeyFrames = ReadonlyMap<number, readonly OverlayPoint[]>;

/** `points` with vertices added at the middle of the longest edges until it has `count`. */
export function withVertexCount(points: readonly OverlayPoint[], count: number): OverlayPoint[] {
  const result = [...points];
  while (result.length < count && result.length >= 2) {
    let longest = 0;
    let longestLength = -1;
    for (let i = 0; i < result.length; i++) {
      const a = result[i] as OverlayPoint;
      const b = result[(i + 1) % result.length] as OverlayPoint;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length > longestLength) {
        longest = i;
        longestLength = length;
      }
    }
    const a = result[longest] as OverlayPoint;
    const b = result[(longest + 1) % result.length] as OverlayPoint;
    result.splice(longest + 1, 0, overlayPoint((a.x + b.x) / 2, (a.y + b.y) / 2));
  }
  return result;
}

/**
 * `to` turned so that its vertex i pairs with `from`'s vertex i as closely as possible (the same
 * corner, wherever the drawing started), keeping its winding.
 */
export function alignVertices(from: readonly OverlayPoint[], to: readonly OverlayPoint[]): OverlayPoint[] {
  const n = to.length;
  let bestShift = 0;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let shift = 0; shift < n; shift++) {
    let cost = 0;
    for (let i = 0; i < n; i++) {
      const a = from[i] as OverlayPoint;
      const b = to[(i + shift) % n] as OverlayPoint;
      cost += (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
    }
    if (cost < bestCost) {
      bestCost = cost;
      bestShift = shift;
    }
  }
  return Array.from({ length: n }, (_, i) => to[(i + bestShift) % n] as OverlayPoint);
}

function blend(from: readonly OverlayPoint[], to: readonly OverlayPoint[], t: number): OverlayPoint[] {
  const count = Math.max(from.length, to.length);
  const a = withVertexCount(from, count);
  const b = alignVertices(a, withVertexCount(to, count));
  return a.map((p, i) => {
    const q = b[i] as OverlayPoint;
    return overlayPoint(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t);
  });
}

/**
 * The outline on all 29 frames from its key frames. The orbit is a circle (frame 28 sits next to
 * frame 0), so a frame between two key frames, going round, is their linear blend by its distance
 * to each; beside a key frame where the unit is hidden ([]) it stays hidden. One key frame is
 * copied to every frame; none gives 29 hidden frames. Key frames keep their own points.
 */
export function interpolateKeyFrames(keys: KeyFrames): OverlayPoint[][] {
  const frames = [...keys.keys()].filter((f) => f >= 0 && f < FRAME_COUNT).sort((a, b) => a - b);
  if (frames.length === 0) return Array.from({ length: FRAME_COUNT }, () => []);
  return Array.from({ length: FRAME_COUNT }, (_, frame) => {
    const own = keys.get(frame);
    if (own) return [...own];
    const before = [...frames].reverse().find((f) => f < frame) ?? (frames[frames.length - 1] as number);
    const after = frames.find((f) => f > frame) ?? (frames[0] as number);
    const from = keys.get(before) ?? [];
    const to = keys.get(after) ?? [];
    if (from.length === 0 || to.length === 0) return [];
    const span = (after - before + FRAME_COUNT) % FRAME_COUNT || FRAME_COUNT;
    const t = ((frame - before + FRAME_COUNT) % FRAME_COUNT) / span;
    return blend(from, to, t);
  });
}
