import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  dragStep,
  frameAfterDrag,
  turntableFolder,
  turntableImageUrls,
  wrapFrame,
} from './turntable-math.ts';

describe('wrapFrame', () => {
  it.each([
    [0, 36, 0],
    [35, 36, 35],
    [36, 36, 0],
    [-1, 36, 35],
    [-37, 36, 35],
    [75, 36, 3],
    [5, 0, 0],
  ])('wraps frame %s of %s images to %s', (frame, total, expected) => {
    expect(wrapFrame(frame, total)).toBe(expected);
  });
});

describe('dragStep', () => {
  it.each([
    [720, 36, 1, 20],
    [720, 36, 5, 4],
    [1000, 40, 0.5, 50],
  ])('is width %s / %s images / sensitivity %s = %s px', (width, total, sensitivity, expected) => {
    expect(dragStep(width, total, sensitivity)).toBe(expected);
  });
});

describe('frameAfterDrag', () => {
  const view = { width: 720, total: 36, sensitivity: 1 };
  it.each([
    ['less than one step', 0, 19, 0],
    ['exactly one step to the right', 0, 20, 1],
    ['three steps to the right', 10, 65, 13],
    ['one step to the left, wrapping', 0, -20, 35],
    ['a full turn and one step', 0, 740, 1],
  ])('moves by whole steps: %s', (_case, start, dx, expected) => {
    expect(frameAfterDrag(start, dx, view)).toBe(expected);
  });

  it('turns five times faster with the panel sensitivity of 5', () => {
    expect(frameAfterDrag(0, 20, { ...view, sensitivity: 5 })).toBe(5);
  });
});

describe('clampZoom', () => {
  it.each([
    [1, 1],
    [0.4, 1],
    [3.7, 3],
    [1.26, 1.3],
    [2.04, 2],
    [1 + 0.1 + 0.1 + 0.1, 1.3],
  ])('clamps %s to %s', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });
});

describe('turntableImageUrls', () => {
  it('lists NN.jpg?v=2 from 00 to totalImages-1', () => {
    expect(turntableImageUrls('/storage/v360/p/b/u', 3)).toEqual([
      '/storage/v360/p/b/u/00.jpg?v=2',
      '/storage/v360/p/b/u/01.jpg?v=2',
      '/storage/v360/p/b/u/02.jpg?v=2',
    ]);
    expect(turntableImageUrls('/x', 12)[11]).toBe('/x/11.jpg?v=2');
    expect(turntableImageUrls('/x', 0)).toEqual([]);
  });
});

describe('turntableFolder', () => {
  it("is the unit's own folder, keyed by its id", () => {
    expect(turntableFolder(12)).toBe('/storage/units/12/v360');
  });
});
