import { describe, expect, it } from 'vitest';
import {
  compassAngle,
  FRAME_COUNT,
  frameAfterDrag,
  frameFileStem,
  initialScale,
  isMobileWidth,
  loadingPercent,
  OVERLAY_SIZE,
  overlayPoint,
  overlayToScreen,
  pickFrameWidth,
  screenPoint,
  screenToOverlay,
  wheelZoomDelta,
  wrapFrame,
  zoomScale,
} from './orbital.ts';

describe('frames', () => {
  it('has 29 frames over a 3840×2160 overlay', () => {
    expect(FRAME_COUNT).toBe(29);
    expect(OVERLAY_SIZE).toEqual({ width: 3840, height: 2160 });
  });

  it.each([
    [0, 0],
    [28, 28],
    [29, 0],
    [-1, 28],
    [58, 0],
    [-30, 28],
  ])('wraps frame %i to %i', (frame, wrapped) => {
    expect(wrapFrame(frame)).toBe(wrapped);
  });

  it('names frame files with two digits', () => {
    expect([0, 7, 28].map(frameFileStem)).toEqual(['00', '07', '28']);
  });

  it('counts loading progress in percent of 29 frames', () => {
    expect([0, 1, 29, 30].map(loadingPercent)).toEqual([0, 3, 100, 100]);
  });
});

describe('compassAngle', () => {
  it.each([
    { frame: 0, clockwise: false, initial: 0, angle: 0 },
    { frame: 1, clockwise: false, initial: 0, angle: 360 / 29 },
    { frame: 0, clockwise: true, initial: 0, angle: (360 / 29) * 28 },
    { frame: 28, clockwise: true, initial: 0, angle: 0 },
    { frame: 2, clockwise: false, initial: 90, angle: (360 / 29) * 2 + 90 },
  ])(
    'points at $angle° on frame $frame (clockwise $clockwise, initial $initial)',
    ({ frame, clockwise, initial, angle }) => {
      expect(compassAngle(frame, clockwise, initial)).toBeCloseTo(angle, 10);
    },
  );
});

describe('zoom', () => {
  it('adds 0.65 × zoom/100 to the initial scale, zoom clamped to 0..100', () => {
    expect(zoomScale(0.35, 0)).toBeCloseTo(0.35);
    expect(zoomScale(0.35, 50)).toBeCloseTo(0.675);
    expect(zoomScale(0.35, 100)).toBeCloseTo(1);
    expect(zoomScale(0.35, 150)).toBeCloseTo(1);
  });

  it('zooms out by deltaY/25 when the wheel scrolls down', () => {
    expect(wheelZoomDelta(100)).toBe(-4);
    expect(wheelZoomDelta(-50)).toBe(2);
  });
});

describe('initialScale', () => {
  it.each([
    [1920, 0.35],
    [1401, 0.35],
    [1400, 0.3],
    [1251, 0.3],
    [1250, 0.3],
    [1180, 0.28],
    [1100, 0.28],
    [1024, 0.25],
    [950, 0.19],
    [860, 0.18],
    [720, 0.165],
    [600, 0.14],
    [360, 0.14],
  ])('starts a %i px wide window at scale %f', (width, scale) => {
    expect(initialScale(width)).toBe(scale);
  });

  it('treats 1100 px or less as mobile', () => {
    expect(isMobileWidth(1100)).toBe(true);
    expect(isMobileWidth(1101)).toBe(false);
  });
});

describe('frameAfterDrag', () => {
  it.each([
    { name: 'ignores a drag of 20 px', start: 5, dx: 20, frame: 5 },
    { name: 'ignores a drag of -20 px', start: 5, dx: -20, frame: 5 },
    { name: 'moves one frame per step to the right', start: 5, dx: 90, frame: 8 },
    { name: 'moves back when dragging left', start: 5, dx: -60, frame: 3 },
    { name: 'wraps past the last frame', start: 27, dx: 90, frame: 1 },
    { name: 'wraps below the first frame', start: 0, dx: -30, frame: 28 },
  ])('$name', ({ start, dx, frame }) => {
    expect(frameAfterDrag(start, dx, 30)).toBe(frame);
  });
});

describe('pickFrameWidth', () => {
  it.each([
    { css: 800, dpr: 1, width: 960 },
    { css: 800, dpr: 2, width: 1920 },
    { css: 1344, dpr: 1, width: 1920 },
    { css: 1344, dpr: 2, width: 3820 },
    { css: 5000, dpr: 2, width: 3820 },
    { css: 500, dpr: 0.5, width: 960 },
  ])('draws $css css px at ratio $dpr from the $width px frames', ({ css, dpr, width }) => {
    expect(pickFrameWidth(css, dpr)).toBe(width);
  });

  it('chooses among the widths actually available', () => {
    expect(pickFrameWidth(800, 1, [3820, 1920])).toBe(1920);
  });
});

describe('screen and overlay coordinates', () => {
  it('converts both ways through the view scale and offset', () => {
    const view = { scale: 0.5, offsetX: 100, offsetY: 20 };
    expect(overlayToScreen(overlayPoint(200, 40), view)).toEqual({ x: 200, y: 40 });
    expect(screenToOverlay(screenPoint(200, 40), view)).toEqual({ x: 200, y: 40 });
    expect(screenToOverlay(screenPoint(100, 20), view)).toEqual({ x: 0, y: 0 });
  });
});
