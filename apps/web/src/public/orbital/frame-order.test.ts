import { describe, expect, it } from 'vitest';
import { frameDistance, framesOutwardFrom } from './frame-order.ts';

describe('framesOutwardFrom', () => {
  it('starts with the current frame then alternates outward, wrapping at both ends', () => {
    expect(framesOutwardFrom(0).slice(0, 5)).toEqual([0, 1, 28, 2, 27]);
    expect(framesOutwardFrom(28).slice(0, 3)).toEqual([28, 0, 27]);
  });

  it('lists each of the 29 frames exactly once', () => {
    const order = framesOutwardFrom(13);
    expect(order).toHaveLength(29);
    expect(new Set(order).size).toBe(29);
  });
});

describe('frameDistance', () => {
  it('is the shorter way round the model', () => {
    expect(frameDistance(0, 28)).toBe(1);
    expect(frameDistance(3, 10)).toBe(7);
    expect(frameDistance(0, 14)).toBe(14);
    expect(frameDistance(0, 15)).toBe(14);
  });
});
