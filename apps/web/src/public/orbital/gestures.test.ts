import { describe, expect, it } from 'vitest';
import { frameDuringDrag, isClick, pixelsPerFrame, zoomAfterPinch } from './gestures.ts';

describe('drag rotation', () => {
  it('ignores drags of 20 px or less', () => {
    expect(frameDuringDrag(5, 20, 1920)).toBe(5);
    expect(frameDuringDrag(5, -20, 1920)).toBe(5);
  });

  it('turns one frame per step and wraps at both ends', () => {
    const step = pixelsPerFrame(1920);
    expect(frameDuringDrag(28, step * 2, 1920)).toBe(1);
    expect(frameDuringDrag(0, -step, 1920)).toBe(28);
  });

  it('never makes a step smaller than the drag threshold', () => {
    expect(pixelsPerFrame(390)).toBeGreaterThan(20);
  });
});

describe('clicks and pinches', () => {
  it('treats a press that barely moved as a click', () => {
    expect(isClick(3, 4)).toBe(true);
    expect(isClick(12, 0)).toBe(false);
  });

  it('zooms so the model scale follows the finger distance ratio', () => {
    expect(zoomAfterPinch(0, 0.35, 1)).toBeCloseTo(0);
    expect(zoomAfterPinch(0, 0.35, 2)).toBeCloseTo((0.35 / 0.65) * 100);
  });
});
