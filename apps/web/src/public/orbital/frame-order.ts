import { FRAME_COUNT, wrapFrame } from '@vitrine/core/orbital';

/** Frames by distance from the current one: c, c+1, c-1, c+2, c-2 … (each once, wrapping). */
export function framesOutwardFrom(current: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (let distance = 0; order.length < FRAME_COUNT; distance++) {
    for (const frame of [current + distance, current - distance]) {
      const wrapped = wrapFrame(frame);
      if (!seen.has(wrapped)) {
        seen.add(wrapped);
        order.push(wrapped);
      }
    }
  }
  return order;
}

/** Circular distance between two frames (0..14). */
export function frameDistance(a: number, b: number): number {
  const diff = Math.abs(wrapFrame(a) - wrapFrame(b));
  return Math.min(diff, FRAME_COUNT - diff);
}
