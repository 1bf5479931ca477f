import { type OverlayPoint, overlayPoint } from './orbital.ts';

/** The characters String.prototype.trim and /\s/ treat as white space. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Parses one frame's "x,y x,y …" string into overlay-space points ('' gives []); a pair that is
 * not two numbers is skipped. A scanner rather than split/map: a building's file holds tens of
 * thousands of pairs, parsed while the visitor waits on a phone.
 */
export function parsePolygonPoints(points: string): OverlayPoint[] {
  const parsed: OverlayPoint[] = [];
  const length = points.length;
  let start = 0;
  while (start < length) {
    while (start < length && isSpace(points.charCodeAt(start))) start++;
    let end = start;
    while (end < length && !isSpace(points.charCodeAt(end))) end++;
    const comma = points.indexOf(',', start);
    if (comma !== -1 && comma < end) {
      const nextComma = points.indexOf(',', comma + 1);
      const x = Number(points.slice(start, comma));
      const y = Number(points.slice(comma + 1, nextComma !== -1 && nextComma < end ? nextComma : end));
      if (!Number.isNaN(x) && !Number.isNaN(y)) parsed.push(overlayPoint(x, y));
    }
    start = end;
  }
  return parsed;
}
