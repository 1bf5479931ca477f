import type { Rect, Side } from '../model/site-model.ts';
import { MAT_BRICK, MAT_CLADDING, MAT_RENDER } from './materials.ts';

export const SIDES: Side[] = ['south', 'north', 'east', 'west'];
export const FACADE_MATERIAL = { render: MAT_RENDER, brick: MAT_BRICK, cladding: MAT_CLADDING } as const;

/** Parts of a rect's side not covered by a neighbour on the same floor: [from, to] spans. */
export function exteriorSpans(rect: Rect, side: Side, neighbours: Rect[]): [number, number][] {
  const eps = 1e-6;
  const alongX = side === 'south' || side === 'north';
  const [from, to] = alongX ? [rect.x0, rect.x1] : [rect.z0, rect.z1];
  const touching = neighbours.filter((other) => {
    if (other === rect) return false;
    if (side === 'south') return Math.abs(other.z0 - rect.z1) < eps;
    if (side === 'north') return Math.abs(other.z1 - rect.z0) < eps;
    if (side === 'east') return Math.abs(other.x0 - rect.x1) < eps;
    return Math.abs(other.x1 - rect.x0) < eps;
  });
  let spans: [number, number][] = [[from, to]];
  for (const other of touching) {
    const [c0, c1] = alongX ? [other.x0, other.x1] : [other.z0, other.z1];
    spans = spans.flatMap(([a, b]): [number, number][] => {
      if (c1 <= a + eps || c0 >= b - eps) return [[a, b]];
      const parts: [number, number][] = [];
      if (c0 > a + eps) parts.push([a, c0]);
      if (c1 < b - eps) parts.push([c1, b]);
      return parts;
    });
  }
  return spans;
}

export function sideFixed(rect: Rect, side: Side): number {
  return side === 'south' ? rect.z1 : side === 'north' ? rect.z0 : side === 'east' ? rect.x1 : rect.x0;
}

/** The rect of a slab sticking out `depth` m from a span of a side. */
export function outwardRect(side: Side, fixed: number, from: number, to: number, depth: number): Rect {
  if (side === 'south') return { x0: from, x1: to, z0: fixed, z1: fixed + depth };
  if (side === 'north') return { x0: from, x1: to, z0: fixed - depth, z1: fixed };
  if (side === 'east') return { x0: fixed, x1: fixed + depth, z0: from, z1: to };
  return { x0: fixed - depth, x1: fixed, z0: from, z1: to };
}
