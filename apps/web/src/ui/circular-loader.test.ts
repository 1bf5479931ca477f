import { describe, expect, it } from 'vitest';
import { LOADER_CIRCUMFERENCE, loaderDashOffset, loaderPercent } from './circular-loader.ts';

describe('the circular loader', () => {
  it('has the spec’s radius of 30', () => {
    expect(LOADER_CIRCUMFERENCE).toBeCloseTo(2 * Math.PI * 30);
  });

  it('caps the percentage at 100 and keeps it whole and positive', () => {
    expect([-5, 0, 41.6, 100, 140, Number.NaN].map(loaderPercent)).toEqual([0, 0, 42, 100, 100, 0]);
  });

  it('empties the ring in proportion to what is left', () => {
    expect(loaderDashOffset(0)).toBeCloseTo(LOADER_CIRCUMFERENCE);
    expect(loaderDashOffset(50)).toBeCloseTo(LOADER_CIRCUMFERENCE / 2);
    expect(loaderDashOffset(250)).toBe(0);
  });
});
