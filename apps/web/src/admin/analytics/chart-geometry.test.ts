import { describe, expect, it } from 'vitest';
import { axisTicks, barLength, labelledIndexes, linePath, niceMax, seriesPoints } from './chart-geometry.ts';

const BOX = { width: 120, height: 60, left: 10, right: 10, top: 5, bottom: 5 };

describe('chart geometry', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [48, 50],
    [51, 100],
    [1234, 2000],
  ])('the axis of a largest value %d goes up to %d', (value, max) => {
    expect(niceMax(value)).toBe(max);
  });

  it('labels the axis in whole steps up to its top', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(500)).toEqual([0, 100, 200, 300, 400, 500]);
  });

  it('spreads the days across the plot, the largest value at the top and zero at the bottom', () => {
    const points = seriesPoints([0, 5, 10], 10, BOX);
    expect(points).toEqual([
      { x: 10, y: 55 },
      { x: 60, y: 30 },
      { x: 110, y: 5 },
    ]);
    expect(linePath(points)).toBe('M10 55 L60 30 L110 5');
    expect(seriesPoints([3], 10, BOX)).toEqual([{ x: 60, y: 40 }]);
  });

  it('draws a bar in proportion, and a small count still visible', () => {
    expect(barLength(5, 10, 200)).toBe(100);
    expect(barLength(1, 10_000, 200)).toBe(1);
    expect(barLength(0, 10, 200)).toBe(0);
  });

  it('labels about six dates, the first and the last always', () => {
    expect(labelledIndexes(3)).toEqual([0, 1, 2]);
    expect(labelledIndexes(30)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(labelledIndexes(0)).toEqual([]);
  });
});
